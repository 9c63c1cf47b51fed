import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { json } from '../../../test-support/fetch-stub';
import { tokenWith } from '../../../test-support/session-token';
import { AdminBar } from './admin-bar';

const slow = { timeout: 8000 };

function openAs(role: 'owner' | 'editor' | 'sales') {
  sessionStorage.setItem('token', tokenWith({ exp: Math.floor(Date.now() / 1000) + 3600, role, email: `${role}@example.com` }));
  const fetchMock = vi.fn(() => json({ ack: 1, data: { contact: 3, hire: 0 } }));
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter([{ path: '*', element: <AdminBar /> }], { initialEntries: ['/admin/career'] });
  // A fresh SWR cache per test: the counts of one role must not show for the next.
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return { fetchMock, nav: screen.getByRole('navigation', { name: 'Admin sections' }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('AdminBar', () => {
  it('shows the count of New enquiries beside Contact Us to a role that works the leads, nothing at 0', async () => {
    const { nav, fetchMock } = openAs('sales');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent?.trim()),
    ).toEqual(['Contact Us', 'Hire Us', 'Subscribers', 'Leads by source', 'Account']);
    expect(await within(nav).findByRole('link', { name: 'Contact Us 3 new' }, slow)).toHaveAttribute('href', '/admin/contact-us');
    expect(within(nav).getByRole('link', { name: 'Hire Us' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/leads/counts', expect.anything());
  });

  it('never asks for the counts for an Editor, who has no enquiry sections', () => {
    const { nav, fetchMock } = openAs('editor');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent?.trim()),
    ).toEqual(['Career', 'Press Release', 'News', 'Events', 'Account']);
    expect(within(nav).getByRole('link', { name: 'Career' })).toHaveAttribute('aria-current', 'page');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('closes the phone menu with Escape from one of its links and puts focus back on the menu button', () => {
    const { nav } = openAs('editor');
    const toggle = screen.getByRole('checkbox', { name: 'Admin menu' });
    fireEvent.click(toggle);
    expect(toggle).toBeChecked();
    const news = within(nav).getByRole('link', { name: 'News' });
    news.focus();
    fireEvent.keyDown(news, { key: 'Enter' });
    expect(toggle).toBeChecked();
    fireEvent.keyDown(news, { key: 'Escape' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveFocus();
  });

  it('leaves focus where it is on Escape while the menu is closed', () => {
    const { nav } = openAs('editor');
    const news = within(nav).getByRole('link', { name: 'News' });
    news.focus();
    fireEvent.keyDown(news, { key: 'Escape' });
    expect(news).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Admin menu' })).not.toBeChecked();
  });
});
