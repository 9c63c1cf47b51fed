/** Shared by the account screens' tests: a screen in a memory router beside the toaster, fetch answered per request. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'react-hot-toast';
import { type Mock, vi } from 'vitest';
import { json } from '../../../test-support/fetch-stub';

export type Reply = (url: string, init: RequestInit) => Promise<Response>;
export { json };

/** Where each route of the test leads: the screen under test at `path`, a marker page elsewhere. */
export function renderAccountScreen(
  path: string,
  element: ReactNode,
  reply: Reply,
  elsewhere: string[] = [],
): { fetchMock: Mock<Reply>; router: ReturnType<typeof createMemoryRouter> } {
  const fetchMock = vi.fn(reply);
  vi.stubGlobal('fetch', fetchMock);
  const [pathname = '/'] = path.split('?');
  const router = createMemoryRouter(
    [{ path: pathname, element }, ...elsewhere.map((other) => ({ path: other, element: <p>Page {other}</p> }))],
    { initialEntries: [path] },
  );
  render(
    <>
      <Toaster />
      <RouterProvider router={router} />
    </>,
  );
  return { fetchMock, router };
}

/** The method, URL and parsed JSON body of the nth request sent. */
export function sent(fetchMock: Mock<Reply>, index = 0): { url: string; method?: string; body: unknown } {
  const [url, init] = fetchMock.mock.calls[index] ?? [];
  return { url: String(url), method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : undefined };
}

/** A link secret of the schemas' shape (43 base64url characters). */
export const linkSecret = 'A'.repeat(43);
