import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from '@contract/entities';
import { pageSize } from '@contract/entities';
import { slicePage } from './paging';

/**
 * Where a table's rows come from: a server-paged list (page from 1, the server's
 * limit) or an all-data list paged on the client by 20 (spec §7, §9).
 */
export type ListSource<T> =
  | { kind: 'server'; load: (page: number) => Promise<Page<T> | null> }
  | { kind: 'all'; load: () => Promise<T[] | null> };

export interface PagedList<T> {
  page: number;
  rows: T[];
  count: number;
  limit: number;
  loading: boolean;
  failed: boolean;
  goTo: (page: number) => void;
  /** Removes a deleted row from the shown page and its cache; the total drops by 1. */
  removeRow: (id: string) => void;
}

/** Pages already fetched are cached per page index: revisiting one makes no request (spec §4). */
export function usePagedList<T>(source: ListSource<T>, idOf: (row: T) => string): PagedList<T> {
  const cache = useRef(new Map<number, Page<T>>());
  const all = useRef<T[] | null>(null);
  const sourceRef = useRef(source);
  sourceRef.current = source;
  const [page, setPage] = useState(1);
  const [view, setView] = useState<Page<T> | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    const cached = cache.current.get(page);
    if (cached) {
      setView(cached);
      setLoading(false);
      return;
    }
    setLoading(true);
    setFailed(false);
    void (async () => {
      const current = sourceRef.current;
      let loaded: Page<T> | null = null;
      if (current.kind === 'server') {
        loaded = await current.load(page);
      } else {
        all.current ??= await current.load();
        if (all.current) loaded = { list: slicePage(all.current, page, pageSize), count: all.current.length, limit: pageSize };
      }
      if (!live) return;
      if (loaded) {
        cache.current.set(page, loaded);
        setView(loaded);
      } else {
        setFailed(true);
        setView(null);
      }
      setLoading(false);
    })();
    return () => {
      live = false;
    };
  }, [page]);

  const goTo = useCallback((next: number) => setPage(Math.max(1, next)), []);

  const removeRow = useCallback(
    (id: string) => {
      if (all.current) {
        // All-data lists: the row leaves the data, the cached slices are re-cut from it.
        all.current = all.current.filter((row) => idOf(row) !== id);
        const items = all.current;
        for (const index of [...cache.current.keys()]) {
          cache.current.set(index, { list: slicePage(items, index, pageSize), count: items.length, limit: pageSize });
        }
      } else {
        for (const [index, entry] of cache.current) {
          const list = index === page ? entry.list.filter((row) => idOf(row) !== id) : entry.list;
          cache.current.set(index, { ...entry, list, count: Math.max(0, entry.count - 1) });
        }
      }
      setView(cache.current.get(page) ?? null);
    },
    [idOf, page],
  );

  return {
    page,
    rows: view?.list ?? [],
    count: view?.count ?? 0,
    limit: view?.limit ?? pageSize,
    loading,
    failed,
    goTo,
    removeRow,
  };
}
