import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AuditEntry } from '@contract/audit';
import { json } from '../../../test-support/fetch-stub';
import { tokenWith } from '../../../test-support/session-token';
import { auditRangeMessages } from '@contract/route-schemas';
import { AuditScreen } from './audit-screen';
import { dayBound } from './audit-range';

// Generous: the machine running the suite may be busy; each wait ends as soon as its state is reached.
const slow = { timeout: 15_000 };

const entry = (n: number, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  _id: `id-${n}`,
  at: new Date(Date.UTC(2026, 10, 20, 9, 30) - n * 60_000).toISOString(),
  actor: 'owner@example.com',
  action: 'update',
  itemType: 'news',
  itemId: `news-${n}`,
  itemTitle: `Story ${n}`,
  ...extra,
});

/** Answers the audit route: the query decides the page. */
type Pages = (query: URLSearchParams) => { list: AuditEntry[]; cursor?: string } | { status: number; msg: string };

function open(pages: Pages, path = '/admin/audit') {
  const fetchMock = vi.fn(async (url: string) => {
    const answer = pages(new URL(url, 'http://localhost').searchParams);
    return 'list' in answer ? json({ ack: 1, data: answer }) : json({ ack: 0, msg: answer.msg }, answer.status);
  });
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter([{ path: '/admin/audit', element: <AuditScreen /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  const queries = () => fetchMock.mock.calls.map(([url]) => new URL(url, 'http://localhost').searchParams);
  return { router, queries };
}

beforeEach(() => sessionStorage.setItem('token', tokenWith({ exp: Math.floor(Date.now() / 1000) + 3600, role: 'owner' })));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('AuditScreen', { timeout: 40_000 }, () => {
  it('shows each entry with when, who, the action, the item and its details', async () => {
    open(() => ({
      list: [
        entry(1, { action: 'status', detail: 'Draft → Published', itemTitle: 'Quarterly update' }),
        entry(2, { action: 'sign-in-failed', actor: 'j***@example.com', itemType: undefined, itemId: undefined, itemTitle: undefined }),
      ],
    }));
    const row = (await screen.findByRole('cell', { name: 'Changed status' }, slow)).closest('tr') as HTMLElement;
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['When', 'User', 'Action', 'Item', 'Details']);
    expect(within(row).getByRole('link', { name: 'News: Quarterly update' })).toHaveAttribute('href', '/admin/update-news/news-1');
    expect(within(row).queryByText('news-1', { exact: false })).toBeNull();
    expect(within(row).getByText('Draft → Published')).toBeInTheDocument();
    expect(within(row).getByText('owner@example.com')).toBeInTheDocument();
    expect(within(row).getByText(/Nov 20, 2026, \d{1,2}:\d{2}/)).toHaveAttribute('datetime', entry(1).at);
    const failed = screen.getByRole('cell', { name: 'Failed sign-in' }).closest('tr') as HTMLElement;
    expect(within(failed).getByText('j***@example.com')).toBeInTheDocument();
    expect(within(failed).getAllByText('—')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('loads the next page after the current one with its cursor', async () => {
    const { queries } = open((query) =>
      query.get('cursor') === 'next' ? { list: [entry(51)] } : { list: Array.from({ length: 50 }, (_, i) => entry(i)), cursor: 'next' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }, slow));
    expect(await screen.findByText('Story 51', { exact: false }, slow)).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(52);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(queries().at(-1)?.get('cursor')).toBe('next');
  });

  it('narrows by action, user and item type, keeps them in the URL, and reads the first page again', async () => {
    const { router, queries } = open((query) => ({
      list: query.get('action') === 'delete' ? [entry(7, { action: 'delete' })] : [entry(1)],
    }));
    await screen.findByRole('cell', { name: 'Updated' }, slow);
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'delete' } });
    expect(await screen.findByRole('cell', { name: 'Deleted' }, slow)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Item type'), { target: { value: 'news' } });
    fireEvent.change(screen.getByLabelText('User'), { target: { value: ' Owner@Example ' } });
    await waitFor(() => expect(router.state.location.search).toBe('?action=delete&user=owner%40example&type=news'), slow);
    await waitFor(
      () => expect(Object.fromEntries(queries().at(-1)!)).toEqual({ action: 'delete', actor: 'owner@example', itemType: 'news' }),
      slow,
    );
    expect(queries().every((query) => !query.has('cursor'))).toBe(true);
  });

  it('starts from the filters of its URL and ignores ones it does not know', async () => {
    const { queries } = open(() => ({ list: [] }), '/admin/audit?action=erase&type=drop-table&user=Sam');
    expect(await screen.findByText('No entries match these filters.', {}, slow)).toBeInTheDocument();
    expect(Object.fromEntries(queries()[0]!)).toEqual({ action: 'erase', actor: 'sam' });
    expect(screen.getByLabelText('Action')).toHaveValue('erase');
    expect(screen.getByLabelText('Item type')).toHaveValue('');
  });

  it("says so in the server's words when a page cannot be read", async () => {
    open(() => ({ status: 400, msg: 'The page link is not valid.' }));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('The page link is not valid.');
  });

  it("names each item and links to its page; an entry from before names were kept shows the id; a removed item's entries link nowhere", async () => {
    open(() => ({
      list: [
        entry(1, { action: 'lead-status', itemType: 'contact', itemId: 'lead-1', itemTitle: 'Priya Raman', detail: 'New → Replied' }),
        entry(2, { action: 'user-role', itemType: 'user', itemId: 'u-1', itemTitle: 'sam@example.com' }),
        entry(3, { action: 'delete', itemType: 'event', itemId: 'ev-1', itemTitle: 'Data Day' }),
        entry(4, { action: 'update', itemType: 'event', itemId: 'ev-1', itemTitle: 'Data Day' }),
        entry(5, { action: 'update', itemType: 'career', itemId: 'c-9', itemTitle: undefined }),
        entry(6, { action: 'subscriber-delete', itemType: 'subscriber', itemId: undefined, itemTitle: 'a***@example.org' }),
      ],
    }));
    const link = async (name: string) => screen.findByRole('link', { name }, slow);
    expect(await link('Contact enquiry: Priya Raman')).toHaveAttribute('href', '/admin/contact-us/lead-1');
    expect(await link('User: sam@example.com')).toHaveAttribute('href', '/admin/users');
    expect(await link('Career: c-9')).toHaveAttribute('href', '/admin/update-career/c-9');
    expect(screen.getAllByText('Event: Data Day')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Event: Data Day' })).toBeNull();
    expect(screen.getByText('Subscriber: a***@example.org')).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('narrows to the days From and To name (local days sent as UTC bounds) and keeps them in the URL', async () => {
    const { router, queries } = open(() => ({ list: [entry(1)] }));
    await screen.findByRole('cell', { name: 'Updated' }, slow);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-21' } });
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-11-20&to=2026-11-21'), slow);
    await waitFor(
      () =>
        expect(Object.fromEntries(queries().at(-1)!)).toEqual({
          from: dayBound('2026-11-20', 'start'),
          to: dayBound('2026-11-21', 'end'),
        }),
      slow,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says why From after To makes no range, in the route's words, and does not read the log", async () => {
    const { queries } = open(() => ({ list: [entry(1)] }), '/admin/audit?from=2026-11-22&to=2026-11-21&action=update');
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(auditRangeMessages.order);
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(auditRangeMessages.order);
    expect(screen.queryByRole('table')).toBeNull();
    expect(queries()).toEqual([]);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-21' } });
    await waitFor(() => expect(queries()).toHaveLength(1), slow);
    expect(queries()[0]!.get('action')).toBe('update');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names a day in the URL that is not one', async () => {
    const { queries } = open(() => ({ list: [] }), '/admin/audit?to=2026-02-30');
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(auditRangeMessages.to);
    expect(queries()).toEqual([]);
  });
});
