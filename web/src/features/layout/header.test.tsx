import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Header } from './header';

function headerAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Header /> }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

describe('site header menu button', () => {
  it('is there on public pages', () => {
    headerAt('/news');
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });

  it('is left out on admin paths, where the admin bar has its own', () => {
    for (const path of ['/admin', '/admin/news', '/Admin/update-news/42']) {
      const { unmount } = headerAt(path);
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Menu' }), path).toBeNull();
      unmount();
    }
  });

  it('stays on paths that only start like the admin area', () => {
    headerAt('/administrator-guide');
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });
});
