import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CareerPost, EventItem, NewsItem, PressRelease, ServiceLink } from '@contract/entities';
import { CareerScreen, EventsScreen, NewsScreen, PressReleaseScreen, ServicesScreen } from './content-screens';
import { renderScreenAt, serverPage, slow, withAdminApi } from '../shared/screen-test-support';

const news: NewsItem = {
  _id: 'n1',
  slug: 'launch',
  newsTitle: 'Launch day',
  newsImageURL: '/media/launch.png',
  newsCreatedBy: 'Editor',
  metaTitle: 'Launch',
  metaDescription: 'We launched.',
  newsContent: '<p>The <b>whole</b> story</p>',
  added_date: '2025-03-05T10:00:00.000Z',
};
const press: PressRelease = {
  _id: 'p1',
  slug: 'funding',
  title: 'Funding round',
  imageUrl: '/media/funding.png',
  metaTitle: 'Funding',
  metaDescription: 'We raised.',
  content: '<p>Series A</p>',
  createdBy: 'Press office',
  added_date: '2025-03-06T10:00:00.000Z',
};

const renderAt = renderScreenAt;

/** The Title column of the shown rows, in order. */
const titles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

/** The drafts and scheduled items listUnpublished answers per kind. */
const draftNews: NewsItem = {
  ...news,
  _id: 'n2',
  slug: 'n2',
  newsTitle: 'Quarterly outlook',
  added_date: '2025-03-07T10:00:00.000Z',
  status: 'draft',
};
const scheduledNews: NewsItem = {
  ...news,
  _id: 'n3',
  slug: 'n3',
  newsTitle: 'Embargoed results',
  added_date: '2025-03-01T10:00:00.000Z',
  status: 'scheduled',
  publishAt: '2025-04-01T09:30:00.000Z',
};
let unpublished = (url: string): unknown[] => (url.endsWith('/news') ? [draftNews, scheduledNews] : []);

describe('news and press release tables', { timeout: 60_000 }, () => {
  withAdminApi((url) => (url.includes('/api/admin/content/') ? unpublished(url) : url.includes('getallNews') ? [news] : [press]));

  // The spec's columns in the spec's order; Status stands beside them, before the actions.
  const headers = ['Image', 'Title', 'Created By', 'Meta Description', 'Content', 'Date', 'Status', 'Actions'];
  const cellsOf = (row: HTMLElement) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);

  it('shows each news item in the shared article columns', async () => {
    renderAt('/admin/news', <NewsScreen />);
    const row = await screen.findByRole('row', { name: /Launch day/ }, slow);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(headers);
    expect(cellsOf(row).slice(1, 5)).toEqual(['Launch day', 'Editor', 'We launched.', 'The whole story']);
    expect(row.querySelector('img')).toHaveAttribute('src', '/media/launch.png');
  });

  it('shows each press release in the same columns over its own fields', async () => {
    renderAt('/admin/press-release', <PressReleaseScreen />);
    const row = await screen.findByRole('row', { name: /Funding round/ }, slow);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(headers);
    expect(cellsOf(row).slice(1, 5)).toEqual(['Funding round', 'Press office', 'We raised.', 'Series A']);
    expect(row.querySelector('img')).toHaveAttribute('src', '/media/funding.png');
  });
});

describe('content tables: status, search, sort and the page in the URL', { timeout: 60_000 }, () => {
  withAdminApi((url) => (url.includes('/api/admin/content/') ? unpublished(url) : [news]));
  afterEach(() => {
    unpublished = (url: string) => (url.endsWith('/news') ? [draftNews, scheduledNews] : []);
  });

  it('merges drafts and scheduled items with the published list, newest first, each with its status', async () => {
    renderAt('/admin/news', <NewsScreen />);
    await screen.findByRole('row', { name: /Quarterly outlook/ }, slow);
    expect(titles()).toEqual(['Quarterly outlook', 'Launch day', 'Embargoed results']);
    expect(within(screen.getByRole('row', { name: /Quarterly outlook/ })).getByText('Draft')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Launch day/ })).getByText('Published')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Embargoed results/ })).getByText(/^Scheduled/)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Embargoed results/ }).querySelector('time')).toHaveAttribute(
      'datetime',
      scheduledNews.publishAt,
    );
    const requested = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(requested).toEqual(expect.arrayContaining(['/api/getallNews', '/api/admin/content/news']));
  });

  it('filters by status and sorts by title from the URL, and writes changes back to it', async () => {
    const router = renderAt('/admin/news?status=draft', <NewsScreen />);
    await screen.findByRole('row', { name: /Quarterly outlook/ }, slow);
    expect(titles()).toEqual(['Quarterly outlook']);
    expect(screen.getByLabelText('Status')).toHaveValue('draft');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'all' } });
    await waitFor(() => expect(titles()).toHaveLength(3), slow);
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'az' } });
    await waitFor(() => expect(titles()).toEqual(['Embargoed results', 'Launch day', 'Quarterly outlook']), slow);
    expect(router.state.location.search).toBe('?sort=az');
    expect([...screen.getByLabelText('Sort by').querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Newest first',
      'Oldest first',
      'Title A–Z',
      'Title Z–A',
    ]);
  });

  it('narrows the rows to the search once typing pauses, and keeps it in the URL', async () => {
    const router = renderAt('/admin/news', <NewsScreen />);
    await screen.findByRole('row', { name: /Launch day/ }, slow);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'launch' } });
    await waitFor(() => expect(titles()).toEqual(['Launch day']), slow);
    expect(router.state.location.search).toBe('?q=launch');
  });

  it('shows the page the URL names, with numbered buttons that move it', async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      ...draftNews,
      _id: `d${i}`,
      newsTitle: `Draft ${String(i).padStart(2, '0')}`,
      added_date: new Date(Date.UTC(2025, 0, 30 - i)).toISOString(),
    }));
    unpublished = () => many;
    const router = renderAt('/admin/news?page=2', <NewsScreen />);
    await screen.findByRole('row', { name: /Draft 20/ }, slow);
    expect(screen.getByTestId('admin-range')).toHaveTextContent('21 - 26 of 26');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(screen.getByTestId('admin-range')).toHaveTextContent('1 - 20 of 26'), slow);
    expect(router.state.location.search).toBe('');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByTestId('admin-range')).toHaveTextContent('21 - 26 of 26'), slow);
  });

  it('highlights and announces the row an update came back from', async () => {
    renderAt('/admin/news', <NewsScreen />, { updatedId: 'n1' });
    const row = await screen.findByRole('row', { name: /Launch day/ }, slow);
    expect(row).toHaveClass('admin-table__row--updated');
    expect(screen.getByText('Updated: Launch day')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('row', { name: /Quarterly outlook/ })).not.toHaveClass('admin-table__row--updated');
  });
});

describe('events table: back from an update', { timeout: 60_000 }, () => {
  /** 25 events, paged by the server 20 at a time. */
  const events: EventItem[] = Array.from({ length: 25 }, (_, i) => ({
    _id: `e${i}`,
    eventSlug: `e${i}`,
    eventName: `Event ${String(i).padStart(2, '0')}`,
    eventBanner: '/media/e.png',
    eventDate: new Date(Date.UTC(2025, 5, 30 - i)).toISOString().slice(0, 10),
    createdDate: '2025-01-01T00:00:00.000Z',
    eventImages: [],
  }));

  withAdminApi((url) => serverPage(events, url));

  it('returns to the page the editor left and marks the row there', async () => {
    const first = renderAt('/admin/events?page=2', <EventsScreen />);
    await screen.findByRole('row', { name: /Event 21/ }, slow);
    expect(first.state.location.search).toBe('?page=2');
    cleanup();

    // The form goes to the bare list path with the updated id (spec §2, with the id so the saved row is highlighted).
    const back = renderAt('/admin/events', <EventsScreen />, { updatedId: 'e21' });
    await waitFor(() => expect(back.state.location.search).toBe('?page=2'), slow);
    const row = await screen.findByRole('row', { name: /Event 21/ }, slow);
    expect(row).toHaveClass('admin-table__row--updated');
    expect(back.state.location.state).toBeNull();
  });
});

describe('Content column: the excerpt of the list summary', { timeout: 60_000 }, () => {
  // getallNews answers summaries without the HTML body; drafts come whole from listUnpublished.
  const { newsContent: _, ...summary } = { ...news, excerpt: 'The list excerpt, already plain text' };
  withAdminApi((url) => (url.includes('/api/admin/content/') ? [draftNews] : [summary]));

  it('shows the excerpt of a published row and the body of a draft as plain text', async () => {
    renderAt('/admin/news', <NewsScreen />);
    const row = await screen.findByRole('row', { name: /Launch day/ }, slow);
    expect(within(row).getAllByRole('cell')[4]).toHaveTextContent('The list excerpt, already plain text');
    const draft = screen.getByRole('row', { name: /Quarterly outlook/ });
    expect(within(draft).getAllByRole('cell')[4]).toHaveTextContent(/^The whole story$/);
  });
});

describe('Missing alt text: the items an editor still has to describe, over the whole list', { timeout: 60_000 }, () => {
  /** 25 published news items; every fifth has no alt text (n0, n5, … n20), so two of them sit past the first page. */
  const many: NewsItem[] = Array.from({ length: 25 }, (_, i) => ({
    ...news,
    _id: `n${i}`,
    slug: `n${i}`,
    newsTitle: `Story ${String(i).padStart(2, '0')}`,
    added_date: new Date(Date.UTC(2025, 2, 30 - i)).toISOString(),
    ...(i % 5 === 0 ? {} : { imageAlt: `Photo of story ${i}` }),
  }));
  /** A draft with a blank alt text counts as missing; one without a banner has nothing to describe. */
  const drafts: NewsItem[] = [
    { ...news, _id: 'd1', slug: 'd1', newsTitle: 'Draft with blank alt', imageAlt: '  ', status: 'draft' },
    { ...news, _id: 'd2', slug: 'd2', newsTitle: 'Draft without banner', newsImageURL: '', status: 'draft' },
  ];
  const eventRows: EventItem[] = [
    {
      _id: 'e1',
      eventSlug: 'e1',
      eventName: 'Undescribed summit',
      eventBanner: '/media/e.png',
      eventDate: '2025-06-01',
      createdDate: '2025-01-01',
      eventImages: [],
    },
  ];
  withAdminApi((url) => {
    if (url.includes('/api/admin/content/')) return drafts;
    if (url.includes('eventList')) return { list: url.includes('alt=missing') ? eventRows : [], count: 1, limit: 20 };
    return many;
  });

  it('a content table filters every row, not only the shown page, and keeps the filter in the URL', async () => {
    const router = renderAt('/admin/news?page=2', <NewsScreen />);
    await screen.findByRole('row', { name: /Story 20/ }, slow);
    const filter = screen.getByRole('checkbox', { name: 'Missing alt text' });
    expect(filter).not.toBeChecked();
    fireEvent.click(filter);
    await waitFor(
      () => expect(titles()).toEqual(['Story 00', 'Story 05', 'Story 10', 'Story 15', 'Story 20', 'Draft with blank alt']),
      slow,
    );
    expect(filter).toBeChecked();
    expect(router.state.location.search).toBe('?alt=missing');
    fireEvent.click(filter);
    await waitFor(() => expect(titles()).toHaveLength(20), slow);
    expect(router.state.location.search).toBe('');
  });

  it('the events table has the server search, filter and sort the whole list, and shows its page as it comes', async () => {
    const router = renderAt('/admin/events?alt=missing', <EventsScreen />);
    await screen.findByRole('row', { name: /Undescribed summit/ }, slow);
    expect(screen.getByRole('checkbox', { name: 'Missing alt text' })).toBeChecked();
    const requested = () => vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(requested()).toEqual(['/api/event/admin/eventList/1?alt=missing']);

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'za' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'draft' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: ' Summit ' } });
    await waitFor(() => expect(requested()).toContain('/api/event/admin/eventList/1?q=Summit&sort=za&status=draft&alt=missing'), slow);
    expect(router.state.location.search).toBe('?q=+Summit+&sort=za&status=draft&alt=missing');
    // The server's page is shown as it came: the browser neither filters nor re-sorts it.
    await screen.findByRole('row', { name: /Undescribed summit/ }, slow);
    expect(screen.queryByText(/apply to the rows of this page/)).not.toBeInTheDocument();
  });
});

describe('careers table: employment type and closing date', { timeout: 60_000 }, () => {
  const career = (id: string, title: string, extra: Partial<CareerPost>): CareerPost => ({
    _id: id,
    careerTitle: title,
    imageUrl: `/media/careers/${id}.png`,
    careerExperienceYr: '3-5 years',
    careerInterviewProcess: 'Two rounds',
    careerLocation: 'Kolkata',
    metaDescription: 'A role',
    careerDescription: '<p>A role</p>',
    added_date: '2026-01-01T10:00:00.000Z',
    ...extra,
  });
  const open = career('c1', 'Go Engineer', { employmentType: 'CONTRACTOR', closingDate: '2999-12-31' });
  // Closed jobs are off the public list; the admin reads them with the drafts.
  const closed = career('c2', 'QA Engineer', { employmentType: 'INTERN', closingDate: '2020-01-31' });
  withAdminApi((url) => (url.includes('/api/admin/content/career') ? [closed] : url.includes('getAllCareerPost') ? [open] : []));

  const cell = (row: HTMLElement, header: string) => row.querySelector(`[data-label="${header}"]`)?.textContent;

  it('shows both beside the spec columns, and marks a job past its closing day Closed', async () => {
    renderAt('/admin/career', <CareerScreen />);
    const openRow = await screen.findByRole('row', { name: /Go Engineer/ }, slow);
    const closedRow = screen.getByRole('row', { name: /QA Engineer/ });
    expect(cell(openRow, 'Employment Type')).toBe('Contract');
    expect(cell(openRow, 'Closing Date')).toBe('Dec 31, 2999');
    expect(cell(closedRow, 'Employment Type')).toBe('Internship');
    expect(cell(closedRow, 'Closing Date')).toBe('Jan 31, 2020 Closed');
  });
});

describe('services table: each page and its Studio menu link', { timeout: 60_000 }, () => {
  const sap: ServiceLink = {
    _id: 's1',
    slug: 'SAP',
    serviceTitle: 'SAP Services',
    menuLabel: 'SAP',
    menuGroup: 'sap',
    order: '1',
    added_date: '2026-01-02T10:00:00.000Z',
  };
  // A draft comes whole from listUnpublished: a service with its sections.
  const rustDraft = {
    ...sap,
    _id: 's2',
    slug: 'rust-dev',
    serviceTitle: 'Rust Development',
    menuLabel: 'Rust',
    menuGroup: 'backend',
    order: '4',
    added_date: '2026-01-03T10:00:00.000Z',
    heroText: 'Fast, safe back ends.',
    status: 'draft',
  };
  withAdminApi((url) => (url.includes('/api/admin/content/service') ? [rustDraft] : url.includes('getAllServices') ? [sap] : []));

  it('shows the menu group by its words, the order, the menu label, the title, the page’s URL and the status', async () => {
    renderAt('/admin/services', <ServicesScreen />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Services' }, slow)).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /SAP Services/ }, slow);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Menu group',
      'Order',
      'Menu label',
      'Title',
      'URL',
      'Status',
      'Actions',
    ]);
    const cellsOf = (shown: HTMLElement) =>
      within(shown)
        .getAllByRole('cell')
        .slice(0, 6)
        .map((cell) => cell.textContent);
    expect(cellsOf(row)).toEqual(['SAP', '1', 'SAP', 'SAP Services', '/studio/SAP', 'Published']);
    expect(cellsOf(screen.getByRole('row', { name: /Rust Development/ }))).toEqual([
      'Back End',
      '4',
      'Rust',
      'Rust Development',
      '/studio/rust-dev',
      'Draft',
    ]);
    expect(screen.getByRole('link', { name: 'Add Service' })).toHaveAttribute('href', '/admin/create-service');
    expect(within(row).getByRole('button', { name: 'Edit SAP Services' })).toBeInTheDocument();
    expect(row.querySelector('a[href="/admin/update-service/s1"]')).not.toBeNull();
    const requested = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(requested).toEqual(expect.arrayContaining(['/api/getAllServices', '/api/admin/content/service']));
  });
});
