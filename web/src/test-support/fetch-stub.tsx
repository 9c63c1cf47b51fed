import type { ComponentType, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { type Mock, vi } from 'vitest';

type Answer = () => Promise<Response>;

/** A JSON answer, as the API sends it. */
export const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

/** Stubs fetch with `answer` and renders `ui` beside the toaster (inside `wrapper` if given), so a test sees its toasts. */
export function renderWithFetch(ui: ReactNode, answer: Answer, wrapper?: ComponentType<{ children: ReactNode }>): Mock<Answer> {
  const fetchMock = vi.fn(answer);
  vi.stubGlobal('fetch', fetchMock);
  render(
    <>
      <Toaster />
      {ui}
    </>,
    { wrapper },
  );
  return fetchMock;
}

/** The URL and the parsed JSON body of the first request the form sent. */
export function firstRequest(fetchMock: Mock<Answer>): { url: string; body: unknown } {
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  return { url, body: JSON.parse(String(init.body)) };
}
