/** Shared by the database screens' tests: a screen rendered at a URL in a memory router. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** Renders `element` at `path` (its query and the router state included); answers the router, to read its URL. */
export function renderScreenAt(path: string, element: ReactNode, state?: unknown) {
  const [pathname = '/', search = ''] = path.split('?');
  const router = createMemoryRouter([{ path: pathname, element }], {
    initialEntries: [{ pathname, search: search ? `?${search}` : '', state }],
  });
  render(<RouterProvider router={router} />);
  return router;
}
