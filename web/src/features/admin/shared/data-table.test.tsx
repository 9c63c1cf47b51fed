import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { DataTable, type Column } from './data-table';
import { pageRange, totalPages } from './paging';
import { usePagedList, type ListSource } from './use-paged-list';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
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
const table = (overrides: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) => render(tableElement(overrides));

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
