import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { DataTable, type Column } from './data-table';
import { noMatchText } from './filter-summary';
import { pageRange, totalPages } from './paging';
import { usePagedList, type ListSource } from './use-paged-list';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { saveAdminToken } from '../../../lib/session';
import { ListCache } from './list-cache';

/** A list's cache inside a router, as on a screen (an admin read ends a lost session by navigating). */
const ListScreen = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <ListCache>{children}</ListCache>
  </MemoryRouter>
);

interface Row {
  id: string;
  text: string;
  date: string;
}

const columns: Column<Row>[] = [
  { key: 'text', header: 'Text', width: '70%', value: (row) => row.text },
  { key: 'date', header: 'Date', width: '30%', kind: 'date', value: (row) => row.date },
];

const rows = (count: number, from = 0): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: `r${from + i}`, text: `Row ${from + i}`, date: '2024-03-05' }));

/** The table under test: three rows on page one, with `overrides` on top. */
function tableElement(overrides: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  return (
    <DataTable<Row>
      caption="Test table"
      columns={columns}
      rows={rows(3)}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.text}
      loading={false}
      page={1}
      limit={20}
      count={3}
      onPage={() => undefined}
      {...overrides}
    />
  );
}
const table = (overrides: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) => render(tableElement(overrides), { wrapper: MemoryRouter });

describe('paging maths', () => {
  it('total pages = ceil(count / limit), at least one', () => {
    expect(totalPages(0, 20)).toBe(1);
    expect(totalPages(20, 20)).toBe(1);
    expect(totalPages(21, 20)).toBe(2);
    expect(totalPages(95, 10)).toBe(10);
  });

  it('the range reads start - end of total', () => {
    expect(pageRange(1, 20, 45, 20)).toEqual({ start: 1, end: 20, total: 45 });
    expect(pageRange(3, 20, 45, 5)).toEqual({ start: 41, end: 45, total: 45 });
    expect(pageRange(1, 20, 0, 0)).toEqual({ start: 0, end: 0, total: 0 });
  });
});

describe('DataTable', () => {
  it('truncates text over 100 characters with Read more / Read less', () => {
    const long = `${'x'.repeat(100)}TAIL`;
    table({ rows: [{ id: 'a', text: long, date: '2024-03-05' }], count: 1 });
    expect(screen.queryByText(/TAIL/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByText(/TAIL/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Read less' }));
    expect(screen.queryByText(/TAIL/)).toBeNull();
  });

  it('does not truncate text of exactly 100 characters', () => {
    table({ rows: [{ id: 'a', text: 'y'.repeat(100), date: '2024-03-05' }], count: 1 });
    expect(screen.queryByRole('button', { name: 'Read more' })).toBeNull();
  });

  it('formats dates, sets column widths and shows the footer', () => {
    const { container } = table({ count: 45, page: 2, rows: rows(20, 20) });
    expect(screen.getAllByText('Mar 5, 2024')).toHaveLength(20);
    expect(container.querySelector('th')!.style.width).toBe('70%');
    expect(screen.getByText('Item Per Page: 20')).toBeInTheDocument();
    expect(screen.getByText('21 - 40 of 45')).toBeInTheDocument();
  });

  it('disables previous on the first page and next on the last', () => {
    const onPage = vi.fn();
    table({ count: 45, page: 3, rows: rows(5, 40), onPage });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('numbers the pages between the arrows, marking the current one', () => {
    const onPage = vi.fn();
    table({ count: 300, page: 6, rows: rows(20, 100), onPage });
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(
      within(pager)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Previous page', 'Page 1', 'Page 5', 'Page 6', 'Page 7', 'Page 15', 'Next page']);
    expect(within(pager).getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(within(pager).getByRole('button', { name: 'Page 15' }));
    expect(onPage).toHaveBeenCalledWith(15);
  });

  it('marks the updated row only', () => {
    table({ highlightId: 'r1' });
    const [, first, second] = screen.getAllByRole('row');
    expect(first).not.toHaveClass('admin-table__row--updated');
    expect(second).toHaveClass('admin-table__row--updated');
  });

  it('shows a spinner while loading and edit/delete only when given', () => {
    const { rerender } = table({ loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    rerender(tableElement({ rows: rows(1), count: 1 }));
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    const onDelete = vi.fn();
    rerender(tableElement({ rows: rows(1), count: 1, onEdit: () => undefined, onDelete }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Row 0' }));
    expect(onDelete).toHaveBeenCalledWith(rows(1)[0]);
    expect(screen.getByRole('button', { name: 'Edit Row 0' })).toBeInTheDocument();
  });
});

/** A signed-in session for `email` (only its claims matter to the table). */
const signInAs = (email: string) => {
  const claims = btoa(JSON.stringify({ email, role: 'editor', exp: Math.floor(Date.now() / 1000) + 3600 }));
  saveAdminToken(`h.${claims.replace(/=+$/, '')}.s`);
};

describe('DataTable column chooser', () => {
  const withOptional: Column<Row>[] = [
    ...columns,
    { key: 'echo', header: 'Echo', width: '10%', optional: 'hidden', value: (row) => `echo ${row.id}` },
    { key: 'shout', header: 'Shout', width: '10%', optional: 'shown', value: (row) => row.text.toUpperCase() },
  ];
  const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

  it('always shows the spec columns and remembers each person’s choice of the others', () => {
    localStorage.clear();
    signInAs('ana@example.com');
    const first = table({ columns: withOptional });
    expect(headers()).toEqual(['Text', 'Date', 'Shout']);
    const button = screen.getByRole('button', { name: 'Columns' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    const menu = screen.getByRole('group', { name: 'Columns shown in Test table' });
    // Only the optional columns are offered: the spec's cannot be hidden.
    expect(
      within(menu)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Echo', 'Shout']);
    fireEvent.click(within(menu).getByRole('checkbox', { name: 'Echo' }));
    fireEvent.click(within(menu).getByRole('checkbox', { name: 'Shout' }));
    expect(headers()).toEqual(['Text', 'Date', 'Echo']);
    expect(screen.getAllByText('echo r1')).toHaveLength(1);
    // Escape closes the menu and hands focus back to the button.
    within(menu).getByRole('checkbox', { name: 'Echo' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    first.unmount();

    // Back again: the same person finds their choice; someone else on this browser gets the defaults.
    table({ columns: withOptional }).unmount();
    table({ columns: withOptional });
    expect(headers()).toEqual(['Text', 'Date', 'Echo']);
    cleanup();
    signInAs('bo@example.com');
    table({ columns: withOptional });
    expect(headers()).toEqual(['Text', 'Date', 'Shout']);
  });

  it('offers no Columns button when every column is the spec’s', () => {
    table();
    expect(screen.queryByRole('button', { name: 'Columns' })).toBeNull();
  });
});

describe('DataTable empty states', () => {
  it('a filtered list names what was searched for and clears the filters', () => {
    const onClear = vi.fn();
    table({ rows: [], count: 0, noMatch: { text: 'No enquiries match “cloud” with status Replied.', onClear } });
    expect(screen.getByText('No enquiries match “cloud” with status Replied.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('an unfiltered empty list says so, with nothing to clear', () => {
    table({ rows: [], count: 0 });
    expect(screen.getByRole('cell', { name: 'Nothing here yet.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('the sentence says what narrowed the list', () => {
    expect(noMatchText('enquiries', { q: ' cloud ', status: 'Replied' })).toBe('No enquiries match “cloud” with status Replied.');
    expect(noMatchText('items', { q: 'x' })).toBe('No items match “x”.');
    expect(noMatchText('items', { q: '', status: 'Draft', missingAlt: true })).toBe('No items with status Draft and missing alt text.');
    expect(noMatchText('items', { q: '  ' })).toBeUndefined();
  });
});

/** A table whose Delete takes the row away once the server answers, as the database screens do. */
function DeletingTable({ count }: { count: number }) {
  const [list, setList] = useState(rows(count));
  const onDelete = async (row: Row) => {
    await Promise.resolve();
    setList((current) => current.filter((candidate) => candidate.id !== row.id));
  };
  return tableElement({ rows: list, count: list.length, onDelete, onEdit: () => undefined });
}

describe('DataTable focus after a delete', () => {
  const renderDeleting = (count: number) => render(<DeletingTable count={count} />, { wrapper: MemoryRouter });

  it('moves to the next row, or the previous one after the last, then to the empty state', async () => {
    renderDeleting(3);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Row 1' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Row 2' })).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'Delete Row 2' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Row 0' })).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'Delete Row 0' }));
    await waitFor(() => expect(screen.getByRole('cell', { name: 'Nothing here yet.' })).toHaveFocus());
  });

  it('leaves focus alone when the delete is cancelled', async () => {
    const onDelete = vi.fn(async () => undefined);
    table({ onDelete });
    const button = screen.getByRole('button', { name: 'Delete Row 1' });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(onDelete).toHaveBeenCalled());
    expect(button).toHaveFocus();
  });
});

describe('DataTable rows that open an item', () => {
  it('links each title to its item and marks the compact row’s title, status and date', () => {
    const withStatus: Column<Row>[] = [
      ...columns,
      { key: 'status', header: 'Status', width: '10%', kind: 'status', value: () => null },
      { key: 'more', header: 'More', width: '10%', value: (row) => `more ${row.id}` },
    ];
    table({ columns: withStatus, rowLink: (row) => ({ to: `/admin/item/${row.id}` }) });
    const row = screen.getAllByRole('row')[2]!;
    expect(within(row).getByRole('link', { name: 'Row 1' })).toHaveAttribute('href', '/admin/item/r1');
    const parts = within(row)
      .getAllByRole('cell')
      .map((cell) => [cell.dataset.label, cell.dataset.card ?? null]);
    // Below 768 px only the marked cells show (row-cards.css); the rest are on the item's page.
    expect(parts).toEqual([
      ['Text', 'title'],
      ['Date', 'date'],
      ['Status', 'status'],
      ['More', null],
    ]);
    expect(screen.getByRole('table').closest('.admin-table')).toHaveClass('admin-table--compact');
  });

  it('a line cut by its ellipsis carries its whole text and takes keyboard focus', () => {
    const widths = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(100);
    table({ rows: [{ id: 'a', text: 'A long message that does not fit', date: '2024-03-05' }], count: 1 });
    const line = screen.getByText('A long message that does not fit');
    expect(line).toHaveAttribute('title', 'A long message that does not fit');
    expect(line).toHaveAttribute('tabindex', '0');
    widths.mockRestore();
    vi.restoreAllMocks();
  });
});

describe('usePagedList', () => {
  it('caches server pages per index: revisiting a page makes no request', async () => {
    const load = vi.fn(async (page: number) => ({ list: rows(page === 3 ? 5 : 20, (page - 1) * 20), count: 45, limit: 20 }));
    const source: ListSource<Row> = { kind: 'server', name: 'list', load };
    const { result } = renderHook(() => usePagedList(source, (row) => row.id), { wrapper: ListScreen });
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.goTo(2));
    await waitFor(() => expect(result.current.rows[0]?.id).toBe('r20'));
    act(() => result.current.goTo(1));
    await waitFor(() => expect(result.current.rows[0]?.id).toBe('r0'));
    act(() => result.current.goTo(2));
    await waitFor(() => expect(result.current.rows[0]?.id).toBe('r20'));
    expect(load).toHaveBeenCalledTimes(2);
    expect(load.mock.calls.map(([page]) => page)).toEqual([1, 2]);
  });

  it('uses the server limit for server-paged lists', async () => {
    const source: ListSource<Row> = { kind: 'server', name: 'list', load: async () => ({ list: rows(10), count: 25, limit: 10 }) };
    const { result } = renderHook(() => usePagedList(source, (row) => row.id), { wrapper: ListScreen });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.limit).toBe(10);
    expect(totalPages(result.current.count, result.current.limit)).toBe(3);
  });

  it('after a delete the row leaves the page and its cache and the total drops by 1', async () => {
    const load = vi.fn(async () => ({ list: rows(20), count: 45, limit: 20 }));
    const { result } = renderHook(() => usePagedList<Row>({ kind: 'server', name: 'list', load }, (row) => row.id), {
      wrapper: ListScreen,
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.removeRow('r3'));
    expect(result.current.count).toBe(44);
    expect(result.current.rows).toHaveLength(19);
    expect(result.current.rows.some((row) => row.id === 'r3')).toBe(false);
    // Revisiting the page after a trip elsewhere shows the cached page without the row.
    act(() => result.current.goTo(2));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    act(() => result.current.goTo(1));
    await waitFor(() => expect(result.current.rows).toHaveLength(19));
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.count).toBe(44);
  });

  it('pages all-data lists on the client by 20 with a single request', async () => {
    const load = vi.fn(async () => rows(45));
    const { result } = renderHook(() => usePagedList<Row>({ kind: 'all', name: 'list', load }, (row) => row.id), { wrapper: ListScreen });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.rows).toHaveLength(20);
    expect(result.current.count).toBe(45);
    act(() => result.current.goTo(3));
    await waitFor(() => expect(result.current.rows).toHaveLength(5));
    expect(result.current.rows[0]?.id).toBe('r40');
    act(() => result.current.removeRow('r41'));
    expect(result.current.count).toBe(44);
    expect(result.current.rows.map((row) => row.id)).toEqual(['r40', 'r42', 'r43', 'r44']);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
