/** Shared by the database screens' tests: a screen rendered at a URL in a memory router. */
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { json } from '../../../test-support/fetch-stub';

/** Generous waits: the machine running the suite may be busy; they end as soon as the state is reached. */
export const slow = { timeout: 15_000 };

const liveToken = () => `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.y`;

/** Around each test of the calling block: a live admin session, and fetch answering every call with ack 1 and `data(url)`. */
export function withAdminApi(data: (url: string) => unknown): void {
  beforeEach(() => {
    sessionStorage.setItem('token', liveToken());
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => json({ ack: 1, data: data(url) })),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });
}

/** A server page of `rows` for the page number at the end of `url`, 20 a page. */
export function serverPage<T>(rows: readonly T[], url: string) {
  const page = Number(/\/(\d+)$/.exec(url)?.[1]);
  return { list: rows.slice((page - 1) * 20, page * 20), count: rows.length, limit: 20 };
}

/** Renders `element` at `path` (its query and the router state included); answers the router, to read its URL. */
export function renderScreenAt(path: string, element: ReactNode, state?: unknown) {
  const [pathname = '/', search = ''] = path.split('?');
  const router = createMemoryRouter([{ path: pathname, element }], {
    initialEntries: [{ pathname, search: search ? `?${search}` : '', state }],
  });
  render(<RouterProvider router={router} />);
  return router;
}
