import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'react-hot-toast';
import type { ContactEnquiry, HireEnquiry } from '@contract/entities';
import type { LeadStatus } from '@contract/leads';
import { json } from '../../../test-support/fetch-stub';
import { ContactUsScreen, HireUsScreen } from './enquiry-screens';
import { serverPage, slow } from '../shared/screen-test-support';

const statuses: LeadStatus[] = ['new', 'in-progress', 'replied', 'closed', 'spam'];

/** 45 enquiries, newest first as the server pages them: c0 is the newest; every fifth is Replied. */
const enquiries: ContactEnquiry[] = Array.from({ length: 45 }, (_, i) => ({
  _id: `c${i}`,
  name: `Sender ${String(i).padStart(2, '0')}`,
  contactNo: '+1 (555) 010-0000',
  emailAddress: `sender${i}@example.com`,
  message: i === 33 ? 'Please quote a data platform, =SUM(A1)' : 'Hello',
  terms: true,
  added_date: new Date(Date.UTC(2025, 2, 45 - i, 14, 30)).toISOString(),
  ...(i % 5 === 0 ? { leadStatus: statuses[2], assignee: 'sales@nexoria.example' } : i % 7 === 0 ? { leadStatus: statuses[1] } : {}),
}));

/** The lead API as the server answers it: status, search (name, e-mail, message) and sort over the whole list, 20 a page. */
function leadsAnswer(url: URL) {
  const status = url.searchParams.get('status');
  const q = url.searchParams.get('q')?.toLowerCase() ?? '';
  const sort = url.searchParams.get('sort');
  const kept = enquiries.filter(
    (row) =>
      (!status || (row.leadStatus ?? 'new') === status) &&
      [row.name, row.emailAddress, row.message].some((text) => text.toLowerCase().includes(q)),
  );
  const byName = [...kept].sort((a, b) => a.name.localeCompare(b.name));
  const rows = sort === 'oldest' ? [...kept].reverse() : sort === 'az' ? byName : sort === 'za' ? byName.reverse() : kept;
  const page = Number(url.searchParams.get('page') ?? '1');
  return { list: rows.slice((page - 1) * 20, page * 20), count: rows.length, limit: 20 };
}

const hiring: HireEnquiry = {
  _id: 'h1',
  fullName: 'Linus Pauling',
  country: 'United States',
  countryCode: 'US',
  contactNo: '5550001111',
  emailAddress: 'linus@example.org',
  note: 'Two developers, "ASAP"',
  hiringchecked: 'monthly',
  servicechecked: ['devops', 'cloud_dev'],
  added_date: '2025-03-04T08:00:00.000Z',
  leadStatus: 'in-progress',
  assignee: 'owner@nexoria.example',
  leadUpdatedAt: '2025-03-05T09:00:00.000Z',
  leadUpdatedBy: 'owner@nexoria.example',
};

let fetchMock: ReturnType<typeof vi.fn>;
const asked = () => fetchMock.mock.calls.map(([url]) => String(url));

beforeEach(() => {
  sessionStorage.setItem('token', `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.y`);
  fetchMock = vi.fn(async (path: string) => {
    const url = new URL(path, 'http://admin.test');
    const exported = /^\/api\/admin\/exports\/leads\/(\w+)$/.exec(url.pathname)?.[1];
    if (exported) return json({ ack: 1, data: exportAnswer(exported, url) });
    const hires = url.pathname.startsWith('/api/admin/leads/hire') || url.pathname.startsWith('/api/hiredList/');
    const data = url.pathname.startsWith('/api/admin/leads/contact')
      ? leadsAnswer(url)
      : hires
        ? { list: [hiring], count: 1, limit: 20 }
        : serverPage(enquiries, url.pathname);
    return json({ ack: 1, data });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

/** What the export route answers: a link named after the list, and how many rows it holds (7 for the filtered contact list). */
const exportAnswer = (kind: string, url: URL) => ({
  url: `https://bucket.example/exports/u/${kind === 'contact' ? 'contact' : 'hiring'}-enquiries.csv`,
  fileName: `${kind}-${url.searchParams.get('day')}.csv`,
  rows: kind === 'contact' ? 7 : 1,
});

/** The links the page clicked to download (jsdom navigates nowhere). */
function clickedLinks(): string[] {
  const clicked: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.href);
  });
  return clicked;
}

function renderAt(path: string) {
  const [pathname = '/', search = ''] = path.split('?');
  const router = createMemoryRouter(
    [
      { path: '/admin/contact-us', element: <ContactUsScreen /> },
      { path: '/admin/contact-us/:id', element: <p>Lead screen</p> },
      { path: '/admin/hire-us', element: <HireUsScreen /> },
    ],
    { initialEntries: [{ pathname, search: search ? `?${search}` : '' }] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return router;
}

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('contact enquiries as leads', { timeout: 60_000 }, () => {
  it('keeps the spec call and columns, adds Status, Received, Assigned to, links and Open', async () => {
    localStorage.clear();
    renderAt('/admin/contact-us');
    const row = await screen.findByRole('row', { name: /Sender 00/ }, slow);
    expect(asked()).toEqual(['/api/contactList/1']);
    // Mail, Received (the spec's Date again, with its time) and Assigned to wait in the Columns menu.
    const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    const spec = ['Name', 'Contact No', 'Email', 'Message', 'Date'];
    expect(headers()).toEqual([...spec, 'Status', 'Assigned to']);
    expect(within(row).getByRole('link', { name: 'Sender 00' })).toHaveAttribute('href', '/admin/contact-us/c0');
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    for (const name of ['Mail', 'Received', 'Lead']) fireEvent.click(screen.getByRole('checkbox', { name }));
    expect(headers()).toEqual([...spec, 'Mail', 'Status', 'Received', 'Assigned to', 'Lead']);
    expect(within(row).getByRole('link', { name: 'sender0@example.com' })).toHaveAttribute('href', 'mailto:sender0@example.com');
    expect(within(row).getByRole('link', { name: '+1 (555) 010-0000' })).toHaveAttribute('href', 'tel:+15550100000');
    expect(within(row).getByText('Replied')).toBeInTheDocument();
    expect(within(row).getByText('sales@nexoria.example')).toBeInTheDocument();
    // Received: the date with its time, in the viewer's zone.
    const received = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true }).format(
      new Date(enquiries[0]!.added_date),
    );
    expect(within(row).getByText(new RegExp(received))).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Sender 01/ })).getByText('New')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).toBeNull();
    expect(within(row).getByRole('link', { name: 'Open Sender 00' })).toHaveAttribute('href', '/admin/contact-us/c0');
  });

  it('searches name, e-mail and message across the whole list on the server, kept in the URL', async () => {
    const router = renderAt('/admin/contact-us');
    await screen.findByRole('row', { name: /Sender 00/ }, slow);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search enquiries' }), { target: { value: 'data platform' } });
    await waitFor(() => expect(names()).toEqual(['Sender 33']), slow);
    expect(router.state.location.search).toBe('?q=data+platform');
    expect(asked()).toContain('/api/admin/leads/contact?q=data+platform&page=1');
    expect([...screen.getByLabelText('Sort by').querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Newest first',
      'Oldest first',
      'Name A–Z',
      'Name Z–A',
    ]);
  });

  it('filters by status on the server, pages the filtered list, and reads the filter from the URL', async () => {
    const router = renderAt('/admin/contact-us');
    await screen.findByRole('row', { name: /Sender 00/ }, slow);
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'All',
      'New',
      'In progress',
      'Replied',
      'Closed',
      'Spam',
    ]);
    fireEvent.change(select, { target: { value: 'replied' } });
    await waitFor(
      () =>
        expect(names()).toEqual([
          'Sender 00',
          'Sender 05',
          'Sender 10',
          'Sender 15',
          'Sender 20',
          'Sender 25',
          'Sender 30',
          'Sender 35',
          'Sender 40',
        ]),
      slow,
    );
    expect(router.state.location.search).toBe('?status=replied');
    expect(screen.getByTestId('admin-range')).toHaveTextContent('1 - 9 of 9');

    // A bookmarked filter and page: the second page of the New enquiries.
    await router.navigate('/admin/contact-us?status=new&page=2');
    const expectedNew = enquiries.filter((row) => !row.leadStatus).map((row) => row.name);
    await waitFor(() => expect(names()).toEqual(expectedNew.slice(20, 40)), slow);
    expect(asked()).toContain('/api/admin/leads/contact?status=new&page=2');
  });

  it('has the server sort the whole list, one request a page, and shows its pages as they come', async () => {
    renderAt('/admin/contact-us?sort=oldest');
    await screen.findByRole('row', { name: /Sender 44/ }, slow);
    expect(names()[0]).toBe('Sender 44');
    expect(names()).toHaveLength(20);
    expect(screen.getByTestId('admin-range')).toHaveTextContent('1 - 20 of 45');
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(names()).toEqual(['Sender 04', 'Sender 03', 'Sender 02', 'Sender 01', 'Sender 00']), slow);
    expect(screen.getByTestId('admin-range')).toHaveTextContent('41 - 45 of 45');
    expect(asked()).toEqual(['/api/admin/leads/contact?sort=oldest&page=1', '/api/admin/leads/contact?sort=oldest&page=3']);

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'za' } });
    await waitFor(() => expect(names()[0]).toBe('Sender 44'), slow);
    expect(asked().at(-1)).toBe('/api/admin/leads/contact?sort=za&page=1');
    expect(screen.getByTestId('admin-range')).toHaveTextContent('1 - 20 of 45');
    // No sentence says the sorts cover only the shown rows: they cover the whole list.
    expect(screen.queryByText(/rows of this page/)).not.toBeInTheDocument();
  });

  it('shows a list the server could not read in its words, with Try again', async () => {
    let refuse = true;
    const answer = fetchMock.getMockImplementation() as (path: string) => Promise<Response>;
    fetchMock.mockImplementation(async (path: string) =>
      refuse && path.includes('sort=az') ? json({ ack: 0, msg: 'The list is busy, try again.' }, 503) : answer(path),
    );
    renderAt('/admin/contact-us?sort=az');
    const alert = await screen.findByRole('alert', undefined, slow);
    expect(alert).toHaveTextContent('The list is busy, try again.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    refuse = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('row', { name: /Sender 00/ }, slow);
    expect(names()[0]).toBe('Sender 00');
  });

  it('exports the list as filtered on screen in one request, and downloads the file it links to', async () => {
    const clicked = clickedLinks();
    renderAt('/admin/contact-us?status=new&q=quote');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us Database' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1), slow);
    expect(clicked[0]).toBe('https://bucket.example/exports/u/contact-enquiries.csv');
    const exportsAsked = asked().filter((url) => url.includes('/exports/'));
    expect(exportsAsked).toEqual([
      expect.stringMatching(/^\/api\/admin\/exports\/leads\/contact\?status=new&q=quote&day=\d{4}-\d{2}-\d{2}$/),
    ]);
    expect(await screen.findByText('Exported 7 enquiries.', undefined, slow)).toBeInTheDocument();
  });

  it('hiring enquiries: the spec columns and the lead ones, and their export', async () => {
    const clicked = clickedLinks();
    localStorage.clear();
    renderAt('/admin/hire-us');
    const row = await screen.findByRole('row', { name: /Linus Pauling/ }, slow);
    expect(asked()).toEqual(['/api/hiredList/1']);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Full Name',
      'Country',
      'Contact No',
      'Email',
      'Hiring Type',
      'Skills',
      'Note',
      'Date',
      'Status',
      'Assigned to',
    ]);
    expect(within(row).getByText('In progress')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Linus Pauling' })).toHaveAttribute('href', '/admin/hire-us/h1');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1), slow);
    expect(clicked[0]).toBe('https://bucket.example/exports/u/hiring-enquiries.csv');
    expect(await screen.findByText('Exported 1 enquiry.', undefined, slow)).toBeInTheDocument();
    expect(asked().at(-1)).toMatch(/^\/api\/admin\/exports\/leads\/hire\?day=\d{4}-\d{2}-\d{2}$/);
  });
});
