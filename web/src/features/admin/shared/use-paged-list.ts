import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { Page } from '@contract/entities';
import { pageSize } from '@contract/entities';
import { type AdminReadError, useAdminRead } from './admin-read';
import { pageReadOptions } from './admin-read-options';
import { slicePage } from './paging';

/**
 * Where a table's rows come from: a server-paged list (page from 1, the server's
 * limit; searched and sorted by the server) or an all-data list paged on the
 * client by 20 (spec §7, §9). `name` (the route's) heads the SWR keys: [name,
 * page] for server pages, [name] for all data. A list the server searches,
 * sorts or filters is named with its query (`eventList?alt=missing`). A failed
 * load throws an AdminReadError.
 */
export type ListSource<T> =
  | { kind: 'server'; name: string; load: (page: number) => Promise<Page<T>> }
  | { kind: 'all'; name: string; load: () => Promise<T[]> };

export interface PagedList<T> {
  page: number;
  rows: T[];
  count: number;
  limit: number;
  loading: boolean;
  failed: boolean;
  /** Why the list could not be read, in the server's words. */
  error: AdminReadError | undefined;
  /** Reads the failed page again. */
  retry: () => void;
  goTo: (page: number) => void;
  /** Removes a deleted row from the shown page and its cache; the total drops by 1. */
  removeRow: (id: string) => void;
  /** The page a row is on: anywhere in an all-data list, only the shown page of a server-paged one. */
  pageOfRow: (id: string) => number | undefined;
}

/**
 * A screen that keeps the page itself (in the URL) and, for an all-data list,
 * narrows or reorders the whole list before it is cut into pages (a server
 * page comes searched and sorted).
 */
export interface ListControl<T> {
  page: number;
  goTo: (page: number) => void;
  refine?: (rows: T[]) => T[];
}

type Entry<T> = Page<T> | T[];

/** The page to show: server pages as they came, all-data lists refined when asked, then cut on the client. */
function pageOf<T>(entry: Entry<T>, page: number, refine: (rows: T[]) => T[]): Page<T> {
  if (!Array.isArray(entry)) return entry;
  const rows = refine(entry);
  return { list: slicePage(rows, page, pageSize), count: rows.length, limit: pageSize };
}

const asIs = <T>(rows: T[]) => rows;

/** Every cached entry without the row: all-data lists lose it (re-cutting the pages), server pages lose it and one from their total. */
const withoutRow =
  <T>(keep: (row: T) => boolean) =>
  (entry: Entry<T> | undefined): Entry<T> | undefined => {
    if (!entry) return entry;
    if (Array.isArray(entry)) return entry.filter(keep);
    return { ...entry, list: entry.list.filter(keep), count: Math.max(0, entry.count - 1) };
  };

/**
 * One table's rows through SWR, one key per fetched page. The cache is the
 * nearest ListCache's, so it lasts while the screen is open.
 */
export function usePagedList<T>(source: ListSource<T>, idOf: (row: T) => string, control?: ListControl<T>): PagedList<T> {
  const [ownPage, setOwnPage] = useState(1);
  const page = control?.page ?? ownPage;
  const refine = control?.refine ?? asIs;
  const { mutate } = useSWRConfig();
  const key = source.kind === 'server' ? [source.name, page] : [source.name];
  // A failed key holds no data, so going back to it tries again.
  const {
    data,
    error,
    isLoading,
    mutate: reread,
  } = useAdminRead<Entry<T>>(key, () => (source.kind === 'all' ? source.load() : source.load(page)), pageReadOptions);
  const retry = useCallback(() => void reread(), [reread]);
  const view = data && !error ? pageOf(data, page, refine) : undefined;

  const setPage = control?.goTo ?? setOwnPage;
  const goTo = useCallback((next: number) => setPage(Math.max(1, next)), [setPage]);

  const { name } = source;
  const removeRow = useCallback(
    (id: string) => {
      const nameOf = (cached: unknown) => (Array.isArray(cached) && typeof cached[0] === 'string' ? cached[0] : undefined);
      const routeOf = (listName: string) => listName.split('?')[0];
      void mutate(
        (cached: unknown) => nameOf(cached) === name,
        withoutRow<T>((row) => idOf(row) !== id),
        { revalidate: false },
      );
      // The same route read under another filter may hold the row too: forgotten, so it is read again when shown.
      const otherFilter = (cached: unknown) => {
        const other = nameOf(cached);
        return other !== undefined && other !== name && routeOf(other) === routeOf(name);
      };
      void mutate(otherFilter, undefined, { revalidate: false });
    },
    [mutate, name, idOf],
  );

  const pageOfRow = (id: string): number | undefined => {
    if (!data || error) return undefined;
    if (!Array.isArray(data)) return view?.list.some((row) => idOf(row) === id) ? page : undefined;
    const index = refine(data).findIndex((row) => idOf(row) === id);
    return index < 0 ? undefined : Math.floor(index / pageSize) + 1;
  };

  return {
    page,
    rows: view?.list ?? [],
    count: view?.count ?? 0,
    limit: view?.limit ?? pageSize,
    loading: isLoading,
    failed: Boolean(error),
    error,
    retry,
    goTo,
    removeRow,
    pageOfRow,
  };
}
