import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { messages } from '@contract/messages';
import { tokenWith } from '../test-support/session-token';
import { entityForms } from '../features/admin/content/form-fields';
import { adminRoutes } from './admin-routes';
import { seedHome } from '../../../infra/local/seed/home';

const liveToken = `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.y`;
/** A first render of a screen can take a while on a busy machine. */
const slow = { timeout: 8000 };
const emptyPage = { ack: 1, data: { list: [], count: 0, limit: 20 } };

const NoFallback = () => null;

function openAt(path: string) {
  const router = createMemoryRouter([{ path: '/', HydrateFallback: NoFallback, children: adminRoutes }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('the content forms’ addresses', () => {
  it('are routes of the admin: each kind’s list, create form and edit form', () => {
    const routeOf = (path: string) => matchRoutes(adminRoutes, path)?.at(-1)?.route.path;
    for (const config of Object.values(entityForms)) {
      expect(routeOf(config.listPath), config.listPath).not.toBe('*');
      // A page document's form is found by its path in the admin chunk.
      const route = config.pageDocument ? ':document/:id?' : `${config.updatePath.slice('/admin/'.length)}:id`;
      expect(routeOf(`${config.updatePath}some-id`), config.updatePath).toBe(route);
    }
  });
});

describe('admin routes in the data router', { timeout: 20_000 }, () => {
  // The chunk's first import (transforming every admin module) can outlast a query's wait: load it once up front.
  beforeAll(() => import('../features/admin/admin-chunk'), 20_000);
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      // Each list as the server answers it: the users list is an array, the others a page.
      vi.fn(async (url: string) => {
        const answer = url === '/api/admin/users' ? { ack: 1, data: [] } : emptyPage;
        return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('sends /admin to the Contact Us list inside the admin frame', async () => {
    sessionStorage.setItem('token', liveToken);
    const router = openAt('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us Database' }, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/contact-us');
    expect(screen.getByRole('navigation', { name: 'Admin sections' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows each list at its own address', async () => {
    sessionStorage.setItem('token', liveToken);
    openAt('/admin/subscribers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Newsletter Subscribers' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/newsletter/admin/subscriberList/1', expect.anything()), slow);
  });

  it('answers an unknown admin address with the not-found page inside the admin frame', async () => {
    sessionStorage.setItem('token', liveToken);
    openAt('/admin/no-such-screen');
    expect(await screen.findByRole('heading', { level: 1, name: messages.pageNotFound }, slow)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin sections' })).toBeInTheDocument();
  });

  it('sends a visitor without a live session from any screen to the login', async () => {
    sessionStorage.setItem('token', `x.${btoa(JSON.stringify({ exp: 1 }))}.y`);
    const router = openAt('/admin/news');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'), slow);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("lands an Editor who types an enquiry screen's address on Career, and offers only the Editor's sections", async () => {
    sessionStorage.setItem('token', tokenWith({ exp: Math.floor(Date.now() / 1000) + 3600, role: 'editor', email: 'ed@example.com' }));
    const router = openAt('/admin/contact-us');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/career'), slow);
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' }, slow);
    const links = [...nav.querySelectorAll('a')].map((link) => link.textContent);
    expect(links).toEqual([
      'Career',
      'Press Release',
      'News',
      'Events',
      'Testimonials',
      'Case Studies',
      'Services',
      'Home page',
      'About page',
      'Success stories',
      'Account',
    ]);
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining('/api/contactList'), expect.anything());
  });

  it('opens the services list, and their create form with its fields, in the Pages menu', async () => {
    sessionStorage.setItem('token', liveToken);
    const router = openAt('/admin/services');
    expect(await screen.findByRole('heading', { level: 1, name: 'Services' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/getAllServices', expect.anything()), slow);
    expect(screen.getByRole('button', { name: 'Pages' })).toHaveAttribute('aria-current', 'true');
    await router.navigate('/admin/create-service');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Service' }, slow)).toBeInTheDocument();
    expect(screen.getByLabelText('Menu group')).toBeInTheDocument();
  });

  it('opens the home page’s one document in its form, under the Pages menu, with hints for editors', async () => {
    sessionStorage.setItem('token', liveToken);
    const home = { ...seedHome, _id: '00000000-0000-4000-8000-000000000001', added_date: '2026-01-01T00:00:00.000Z' };
    vi.stubGlobal(
      'fetch',
      // The public read finds the document; the admin's item read (by its id) fills the form; it has no versions yet.
      vi.fn(async (url: string) => {
        const item = url === '/api/getHomePage' || url === `/api/admin/content/home/${home._id}`;
        const answer = item ? { ack: 1, data: home } : url.endsWith('/revisions') ? { ack: 1, data: [] } : emptyPage;
        return new Response(JSON.stringify(answer), { status: 200 });
      }),
    );
    openAt('/admin/home-page');
    // The long form's first render is the slowest of these screens on a busy machine.
    expect(await screen.findByDisplayValue(seedHome.heroTitle, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Home page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pages' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText(/split into two paragraphs at character 225/)).toBeInTheDocument();
    expect(screen.getByText(/YouTube id: the 11 characters after v=/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
  });

  it('opens the Users screen for an Owner, and the reset page without any session', async () => {
    sessionStorage.setItem('token', liveToken);
    openAt('/admin/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/admin/users', expect.anything()), slow);
  });

  it('opens the one-time link pages without a session', async () => {
    openAt('/admin/reset-password?token=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }, slow)).toBeInTheDocument();
    expect(screen.getByText('This link has expired or has already been used.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/admin/forgot-password');
  });
});
