import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { studioMenuGroups, studioMenuKey } from '@contract/studio-menu';
import { PageDataContext } from '../../lib/page-data';
import { seedServices } from '../../../../infra/local/seed/services';
import { RootLayout, showsFooter, showsHeader } from './root-layout';
import { NotFoundPage } from './not-found-page';

/** The Studio menu's links as every page is rendered with them: the published services, lowest order first in each group. */
const menu = seedServices.map(({ slug, menuLabel, menuGroup }) => ({ slug, menuLabel, menuGroup }));

function renderAt(path: string, links: unknown[] = menu) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: RootLayout,
        children: [
          { index: true, element: <h1>Home</h1> },
          { path: 'about', element: <h1>About</h1> },
          { path: 'studio/:tech', element: <h1>Studio page</h1> },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <PageDataContext value={{ [studioMenuKey]: links }}>
      <RouterProvider router={router} />
    </PageDataContext>,
  );
  return router;
}

describe('shell visibility rules (spec §2)', () => {
  it('shows header and footer on public pages', async () => {
    renderAt('/about');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // The footer is its own chunk, loaded after the shell.
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('hides the top navigation bar on any path containing login', () => {
    renderAt('/admin/login');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(showsHeader('/login')).toBe(false);
    expect(showsHeader('/admin/contact-us')).toBe(true);
  });

  it('hides the footer on admin paths', () => {
    renderAt('/admin/contact-us');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(showsFooter('/admin')).toBe(false);
    expect(showsFooter('/administrator-guide')).toBe(true);
    expect(showsFooter('/about')).toBe(true);
  });
});

describe('header menus', () => {
  it('Studio lists the sixteen service links; opening Insights & news closes it; outside click collapses', () => {
    renderAt('/about');
    const studio = screen.getByRole('button', { name: 'Studio' });
    const insights = screen.getByRole('button', { name: 'Insights & news' });
    fireEvent.click(studio);
    expect(studio).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(studio.getAttribute('aria-controls')!)!;
    expect(menu.querySelectorAll('.site-studio a')).toHaveLength(16);
    expect([...menu.querySelectorAll('.site-studio__title')].map((title) => title.textContent)).toEqual(Object.values(studioMenuGroups));
    expect(menu.querySelector('a[href="/studio/SAP"]')?.textContent).toBe('SAP');
    fireEvent.click(insights);
    expect(studio).toHaveAttribute('aria-expanded', 'false');
    expect(insights).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(screen.getByRole('heading', { name: 'About' }));
    expect(insights).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows each published service in its group, in order, and leaves an empty group out', () => {
    renderAt('/about', [
      { slug: 'rust-dev', menuLabel: 'Rust', menuGroup: 'backend' },
      { slug: 'zig-dev', menuLabel: 'Zig', menuGroup: 'backend' },
      { slug: 'SAP', menuLabel: 'SAP', menuGroup: 'sap' },
    ]);
    const studio = screen.getByRole('button', { name: 'Studio' });
    fireEvent.click(studio);
    const menu = document.getElementById(studio.getAttribute('aria-controls')!)!;
    expect([...menu.querySelectorAll('.site-studio__title')].map((title) => title.textContent)).toEqual(['Back End', 'SAP']);
    expect([...menu.querySelectorAll('.site-studio a')].map((link) => link.getAttribute('href'))).toEqual([
      '/studio/rust-dev',
      '/studio/zig-dev',
      '/studio/SAP',
    ]);
  });

  it('Escape closes the open menu and returns focus to its button', () => {
    renderAt('/about');
    const studio = screen.getByRole('button', { name: 'Studio' });
    fireEvent.click(studio);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(studio).toHaveAttribute('aria-expanded', 'false');
    expect(studio).toHaveFocus();
  });

  it('the Blogs entry opens the blog in a new tab', () => {
    renderAt('/about');
    const blogs = document.querySelector<HTMLAnchorElement>('#site-menu-insights a[target="_blank"]')!;
    expect(blogs.textContent).toContain('Blogs');
    expect(blogs.rel).toBe('noopener noreferrer');
  });
});

describe('mobile menu', () => {
  it('locks page scroll while open and unlocks when closed or on navigation', async () => {
    const router = renderAt('/about');
    const burger = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(document.body).toHaveClass('scroll-locked');
    fireEvent.click(burger);
    expect(document.body).not.toHaveClass('scroll-locked');

    fireEvent.click(burger);
    expect(document.body).toHaveClass('scroll-locked');
    await act(() => router.navigate('/studio/react-dev'));
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(document.body).not.toHaveClass('scroll-locked');
  });
});

describe('404 page', () => {
  it('shows the title and a link back home', () => {
    renderAt('/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back to Home' })).toHaveAttribute('href', '/');
  });
});

describe('footer', () => {
  it('has the copyright line, flags, social links in new tabs and the newsletter form', async () => {
    renderAt('/about');
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent('© 2024 Nexoria Technologies. All rights reserved.');
    for (const country of ['United States', 'Singapore', 'India'])
      expect(screen.getByRole('img', { name: `${country} flag` })).toBeInTheDocument();
    for (const name of ['LinkedIn', 'Instagram', 'Facebook', 'X']) {
      const link = screen.getByRole('link', { name: new RegExp(`on ${name} `) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: 'Contact us here' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Career' })).toHaveAttribute('href', '/career');
    expect(await screen.findByRole('button', { name: 'Subscribe' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
