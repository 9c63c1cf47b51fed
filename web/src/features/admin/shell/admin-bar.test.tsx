import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { json } from '../../../test-support/fetch-stub';
import { tokenWith } from '../../../test-support/session-token';
import { AdminBar } from './admin-bar';

const slow = { timeout: 8000 };

function openAs(role: 'owner' | 'editor' | 'sales', at = '/admin/career') {
  sessionStorage.setItem('token', tokenWith({ exp: Math.floor(Date.now() / 1000) + 3600, role, email: `${role}@example.com` }));
  const fetchMock = vi.fn(() => json({ ack: 1, data: { contact: 3, hire: 0 } }));
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter([{ path: '*', element: <AdminBar /> }], { initialEntries: [at] });
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
    ).toEqual(['Contact Us', 'Hire Us', 'Account']);
    expect(within(nav).getByRole('button', { name: 'Leads' })).toHaveAttribute('aria-expanded', 'false');
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
    expect(within(nav).getByRole('button', { name: 'Pages' })).toHaveAttribute('aria-expanded', 'false');
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

  it('shows an Owner the spec’s six, the Pages, Leads and Team menus, Applications and Account, the team sections in their menu', () => {
    const { nav } = openAs('owner');
    const entries = within(nav)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement === nav)
      .map((item) => item.firstElementChild?.textContent?.trim());
    expect(entries).toEqual([
      'Contact Us',
      'Hire Us',
      'Career',
      'Press Release',
      'News',
      'Events',
      'Pages',
      'Leads',
      'Applications',
      'Team',
      'Account',
    ]);
    const team = within(nav).getByRole('button', { name: 'Team' });
    fireEvent.click(team);
    expect(team).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(team.getAttribute('aria-controls') ?? '');
    expect(
      within(menu!)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/admin/users', '/admin/audit', '/admin/webhooks', '/admin/redirects', '/admin/privacy']);
  });

  it('marks the menu of the current section, and the section inside it', () => {
    const { nav } = openAs('owner', '/admin/audit');
    const team = within(nav).getByRole('button', { name: 'Team' });
    expect(team).toHaveAttribute('aria-current', 'true');
    expect(within(nav).getByRole('button', { name: 'Leads' })).not.toHaveAttribute('aria-current');
    fireEvent.click(team);
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
  });

  it('closes a menu with Escape back on its button, the phone menu still open for the next Escape', () => {
    const { nav } = openAs('owner');
    const toggle = screen.getByRole('checkbox', { name: 'Admin menu' });
    fireEvent.click(toggle);
    const leads = within(nav).getByRole('button', { name: 'Leads' });
    fireEvent.click(leads);
    const subscribers = within(nav).getByRole('link', { name: 'Subscribers' });
    subscribers.focus();
    fireEvent.keyDown(subscribers, { key: 'Escape' });
    expect(leads).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Subscribers' })).toBeNull();
    expect(leads).toHaveFocus();
    expect(toggle).toBeChecked();
    fireEvent.keyDown(leads, { key: 'Escape' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveFocus();
  });

  it('closes a menu when focus moves on past it, and on a click elsewhere', () => {
    const { nav } = openAs('owner');
    const leads = within(nav).getByRole('button', { name: 'Leads' });
    fireEvent.click(leads);
    fireEvent.blur(leads, { relatedTarget: within(nav).getByRole('link', { name: 'Subscribers' }) });
    expect(leads).toHaveAttribute('aria-expanded', 'true');
    fireEvent.blur(leads, { relatedTarget: within(nav).getByRole('link', { name: 'Applications' }) });
    expect(leads).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(leads);
    fireEvent.pointerDown(document.body);
    expect(leads).toHaveAttribute('aria-expanded', 'false');
  });
});
