import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SWRConfig, useSWRConfig } from 'swr';
import type { Page } from '@contract/entities';
import { AdminReadError } from './admin-read';
import { ListCache } from './list-cache';
import { usePagedList, type ListSource } from './use-paged-list';

interface Row {
  id: string;
}

const rows = (count: number, from = 0): Row[] => Array.from({ length: count }, (_, i) => ({ id: `r${from + i}` }));
const serverPage = (page: number): Page<Row> => ({ list: rows(page === 3 ? 5 : 20, (page - 1) * 20), count: 45, limit: 20 });

/** The screen's cache (in a router, as admin reads end a lost session by navigating), with SWR's focus throttle off. */
function Screen({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      <SWRConfig value={{ dedupingInterval: 0, focusThrottleInterval: 0 }}>
        <ListCache>{children}</ListCache>
      </SWRConfig>
    </MemoryRouter>
  );
}

/** The list and the keys its screen's cache holds (each key as the hook gave it). */
function useListAndKeys(source: ListSource<Row>) {
  const list = usePagedList(source, (row) => row.id);
  const { cache } = useSWRConfig();
  const keys = [...cache.keys()].map((key) => (cache.get(key) as { _k?: unknown } | undefined)?._k);
  return { list, keys };
}

describe('admin lists on SWR', () => {
  it('keys server pages as [route, page] and an all-data list as [route]', async () => {
    const server = renderHook(() => useListAndKeys({ kind: 'server', name: 'contactList', load: async (page) => serverPage(page) }), {
      wrapper: Screen,
    });
    await waitFor(() => expect(server.result.current.list.loading).toBe(false));
    act(() => server.result.current.list.goTo(2));
    await waitFor(() => expect(server.result.current.list.rows[0]?.id).toBe('r20'));
    expect(server.result.current.keys).toEqual([
      ['contactList', 1],
      ['contactList', 2],
    ]);

    const all = renderHook(() => useListAndKeys({ kind: 'all', name: 'getAllNews', load: async () => rows(45) }), { wrapper: Screen });
    await waitFor(() => expect(all.result.current.list.loading).toBe(false));
    act(() => all.result.current.list.goTo(3));
    await waitFor(() => expect(all.result.current.list.rows[0]?.id).toBe('r40'));
    expect(all.result.current.keys).toEqual([['getAllNews']]);
  });

  it('does not refetch a cached page on revisit, focus or reconnect', async () => {
    const load = vi.fn(async (page: number) => serverPage(page));
    const { result } = renderHook(() => usePagedList<Row>({ kind: 'server', name: 'eventList', load }, (row) => row.id), {
      wrapper: Screen,
    });
    await waitFor(() => expect(result.current.rows).toHaveLength(20));
    act(() => result.current.goTo(3));
    await waitFor(() => expect(result.current.rows).toHaveLength(5));
    act(() => result.current.goTo(1));
    await waitFor(() => expect(result.current.rows[0]?.id).toBe('r0'));
    act(() => {
      window.dispatchEvent(new Event('focus'));
      window.dispatchEvent(new Event('online'));
    });
    act(() => result.current.goTo(3));
    await waitFor(() => expect(result.current.rows[0]?.id).toBe('r40'));
    expect(load.mock.calls.map(([page]) => page)).toEqual([1, 3]);
  });

  it('a screen opened again starts with an empty cache and fetches afresh', async () => {
    const load = vi.fn(async () => rows(3));
    const open = () =>
      renderHook(() => usePagedList<Row>({ kind: 'all', name: 'getAllCareerPost', load }, (row) => row.id), { wrapper: Screen });
    const first = open();
    await waitFor(() => expect(first.result.current.rows).toHaveLength(3));
    first.unmount();
    const second = open();
    await waitFor(() => expect(second.result.current.rows).toHaveLength(3));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("a failed page shows the server's words, is not cached, and is read again on Try again or revisit", async () => {
    let failing = true;
    const load = vi.fn(async (page: number) => {
      if (page === 2 && failing) throw new AdminReadError({ status: 503, msg: 'The table is busy.' });
      return serverPage(page);
    });
    const { result } = renderHook(() => usePagedList<Row>({ kind: 'server', name: 'hiredList', load }, (row) => row.id), {
      wrapper: Screen,
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.goTo(2));
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.error).toMatchObject({ name: 'AdminReadError', status: 503, message: 'The table is busy.' });
    expect(result.current.rows).toEqual([]);
    expect(result.current.count).toBe(0);
    act(() => result.current.retry());
    await waitFor(() => expect(load.mock.calls.filter(([page]) => page === 2)).toHaveLength(2));
    expect(result.current.failed).toBe(true);
    failing = false;
    act(() => result.current.goTo(1));
    await waitFor(() => expect(result.current.rows[0]?.id).toBe('r0'));
    act(() => result.current.goTo(2));
    await waitFor(() => expect(result.current.rows[0]?.id).toBe('r20'));
    expect(result.current.failed).toBe(false);
    expect(result.current.error).toBeUndefined();
    expect(load.mock.calls.map(([page]) => page)).toEqual([1, 2, 2, 2]);
  });

  it('removeRow drops the row from every cached page of the list and one from each total, with no request', async () => {
    const load = vi.fn(async (page: number) => serverPage(page));
    const { result } = renderHook(() => useListAndKeys({ kind: 'server', name: 'subscriberList', load }), { wrapper: Screen });
    await waitFor(() => expect(result.current.list.loading).toBe(false));
    act(() => result.current.list.goTo(2));
    await waitFor(() => expect(result.current.list.rows[0]?.id).toBe('r20'));
    act(() => result.current.list.removeRow('r21'));
    expect(result.current.list.rows.map((row) => row.id)).not.toContain('r21');
    expect(result.current.list.rows).toHaveLength(19);
    expect(result.current.list.count).toBe(44);
    act(() => result.current.list.goTo(1));
    await waitFor(() => expect(result.current.list.page).toBe(1));
    expect(result.current.list.rows).toHaveLength(20);
    expect(result.current.list.count).toBe(44);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('removeRow forgets the pages of the same route read under another filter, which are read again when shown', async () => {
    const whole = vi.fn(async (page: number) => serverPage(page));
    const filtered = vi.fn(async () => ({ list: rows(2, 20), count: 2, limit: 20 }));
    const sources: Record<string, ListSource<Row>> = {
      whole: { kind: 'server', name: 'eventList', load: whole },
      missing: { kind: 'server', name: 'eventList?alt=missing', load: filtered },
    };
    let shown = 'whole';
    const { result, rerender } = renderHook(() => useListAndKeys(sources[shown] as ListSource<Row>), { wrapper: Screen });
    await waitFor(() => expect(result.current.list.rows).toHaveLength(20));
    shown = 'missing';
    rerender();
    await waitFor(() => expect(result.current.list.rows.map((row) => row.id)).toEqual(['r20', 'r21']));
    act(() => result.current.list.removeRow('r21'));
    expect(result.current.list.rows.map((row) => row.id)).toEqual(['r20']);
    expect(result.current.list.count).toBe(1);
    shown = 'whole';
    rerender();
    await waitFor(() => expect(whole).toHaveBeenCalledTimes(2));
    expect(filtered).toHaveBeenCalledTimes(1);
  });
});
