import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { messages } from '@contract/messages';
import { adminRoutes } from './admin-routes';
import { eventRecord, liveToken, slow } from '../features/admin/content/entity-form-test-support';
import { seedServices } from '../../../infra/local/seed/services';

const id = '5f0c1a52-8d1e-4a3f-9a51-3c2b1d0e9f10';
const NoFallback = () => null;

const items: Record<string, unknown> = {
  // As the admin reads it: the stored service, with no logo drawings answered (the public read adds those).
  service: { ...seedServices[0], _id: id, added_date: '2026-11-20T09:00:00.000Z', status: 'published' },
  press: {
    _id: id,
    slug: 'embargoed-results',
    title: 'Embargoed results',
    imageUrl: '/media/press/results.png',
    imageAlt: 'The board at the results call',
    metaTitle: 'Results',
    metaDescription: 'Quarterly results.',
    content: '<p>Revenue grew by a third.</p><script>window.hacked = true</script>',
    createdBy: 'Priya Nair',
    added_date: '2026-11-20T09:00:00.000Z',
    status: 'draft',
  },
  event: {
    ...eventRecord,
    _id: id,
    eventSlug: 'cloud-summit',
    eventDate: '2020-05-01',
    createdDate: '2020-04-01T00:00:00.000Z',
    imageAlt: undefined,
    status: 'scheduled',
    publishAt: '2030-01-02T09:00:00.000Z',
  },
  career: {
    _id: id,
    careerTitle: 'Senior React Engineer',
    imageUrl: '/media/careers/react.png',
    careerExperienceYr: '5 years',
    careerInterviewProcess: 'Two rounds',
    careerLocation: 'Kolkata',
    metaDescription: 'Lead our front-end guild.',
    careerDescription: '<p>You will shape our design system.</p>',
    added_date: '2026-11-01T00:00:00.000Z',
  },
};

/** getContentItem answers the item of its kind (any status); an unknown id is 404. */
function stubApi(found = true) {
  const fetchMock = vi.fn(async (url: string) => {
    const kind = /\/api\/admin\/content\/(\w+)\//.exec(url)?.[1] ?? '';
    const body = found && items[kind] ? { ack: 1, data: items[kind] } : { ack: 0, msg: 'Not found' };
    return new Response(JSON.stringify(body), { status: found ? 200 : 404, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function openAt(path: string) {
  sessionStorage.setItem('token', liveToken);
  const router = createMemoryRouter([{ path: '/', HydrateFallback: NoFallback, children: adminRoutes }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');
const bar = () => screen.getByRole('region', { name: 'Preview' });

describe('the admin preview', { timeout: 30_000 }, () => {
  beforeAll(() => Promise.all([import('../features/admin/admin-chunk'), import('./preview-route')]), 30_000);
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('shows a draft press release with the public article and card, its state, the way back and noindex', async () => {
    const fetchMock = stubApi();
    openAt(`/admin/preview/press/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Embargoed results' }, slow)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`/api/admin/content/press/${id}`, expect.objectContaining({ method: 'GET' }));
    expect(within(bar()).getByText(/^Preview:/)).toHaveTextContent('Preview: Draft');
    expect(within(bar()).getByRole('link', { name: 'Back to editing' })).toHaveAttribute('href', `/admin/update-press/${id}`);
    expect(screen.getByText('Revenue grew by a third.')).toBeInTheDocument();
    expect(document.querySelector('script:not([type])')).toBeNull();
    // The same components as the public page: the article's banner and the list's card, both with the alt text.
    expect(screen.getAllByRole('img', { name: 'The board at the results call' })).toHaveLength(2);
    const list = screen.getByRole('region', { name: 'As listed on /press-release' });
    expect(within(list).getByRole('link', { name: 'Embargoed results' })).toHaveAttribute('href', '/press-release/embargoed-results');
    expect(robots()).toBe('noindex');
    // Admin frame around it: the preview sits behind the admin layout's guard.
    expect(screen.getByRole('navigation', { name: 'Admin sections' })).toBeInTheDocument();
  });

  it('shows a scheduled event’s gallery with each photo’s alt (the title and number where none was given) and when it goes live', async () => {
    stubApi();
    openAt(`/admin/preview/event/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cloud Summit' }, slow)).toBeInTheDocument();
    expect(within(bar()).getByText(/^Preview:/)).toHaveTextContent('Preview: Scheduled');
    expect(within(bar()).getByText(/Goes live/)).toHaveTextContent('2030');
    const photos = screen.getByRole('region', { name: 'Photos' });
    expect(
      within(photos)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['Keynote', 'Cloud Summit — photo 2']);
    // A banner without alt text is decorative.
    expect(document.querySelector('img[src="/media/events/a.png"]')).toHaveAttribute('alt', '');
  });

  it('shows a career (no status: published) as its open card, with a link to the public list', async () => {
    stubApi();
    openAt(`/admin/preview/career/${id}`);
    expect(await screen.findByText('You will shape our design system.', {}, slow)).toBeVisible();
    expect(within(bar()).getByText(/^Preview:/)).toHaveTextContent('Preview: Published');
    expect(within(bar()).getByRole('link', { name: /Public page/ })).toHaveAttribute('href', '/career');
    expect(document.querySelector('img[src="/media/careers/react.png"]')).toHaveAttribute('alt', '');
  });

  it('shows a service as its public page, with its logo files', async () => {
    stubApi();
    openAt(`/admin/preview/service/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Angular Development' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('STUDIO / WEB DEVELOPMENT / ANGULAR');
    const chip = (name: string) => within(screen.getByRole('tabpanel')).getByText(name).closest('.tech-logo');
    expect(chip('Angular')?.querySelector('img')?.getAttribute('src')).toMatch(/^\/assets\/logos\/[0-9a-f]{10}\/angular\.svg$/);
    expect(chip('Angular Signals')?.querySelector('.monogram')).toHaveTextContent('AS');
    expect(within(bar()).getByRole('link', { name: /Public page/ })).toHaveAttribute('href', '/studio/angular-dev');
    expect(document.title).toContain('Preview: Angular Development');
  });

  it('answers an unknown kind or item with the not-found page', async () => {
    const fetchMock = stubApi(false);
    openAt(`/admin/preview/press/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: messages.pageNotFound }, slow)).toBeInTheDocument();
    fetchMock.mockClear();
    openAt(`/admin/preview/blog/${id}`);
    expect((await screen.findAllByRole('heading', { level: 1, name: messages.pageNotFound }, slow)).length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
