/**
 * Where the admin tables' rows come from: a list route's answer, typed by the
 * route. A failed read throws the admin's one error shape (AdminReadError),
 * so the screen shows it with Try again, and a lost session ends in the admin
 * call like everywhere else.
 */
import { useCallback } from 'react';
import { routes, type RouteName } from '@contract/routes';
import type { ContentKind, Page } from '@contract/entities';
import type { ListSort } from '@contract/list-query';
import type { DataOf } from '../../../lib/api';
import { type AdminCall, dataOrThrow } from './admin-read';
import type { AdminResult } from './use-admin-call';
import { queryString, useAdminCall } from './use-admin-call';
import type { TableQuery } from './table-query';
import type { ListSource } from './use-paged-list';

type Call = AdminCall;
export type ServerSource<T> = Extract<ListSource<T>, { kind: 'server' }>;
export type AllSource<T> = Extract<ListSource<T>, { kind: 'all' }>;

/** The admin lists, by how the route answers: one page of rows, or all of them. Rows are typed by the route's answer. */
type Answered<N extends RouteName> = DataOf<(typeof routes)[N]>;
type PagedName = { [N in RouteName]: Answered<N> extends Page<unknown> ? N : never }[RouteName];
type AllName = { [N in RouteName]: Answered<N> extends readonly unknown[] ? N : never }[RouteName];
type PageRow<N extends PagedName> = Answered<N> extends Page<infer T> ? T : never;
type AllRow<N extends AllName> = Answered<N> extends ReadonlyArray<infer T> ? T : never;

/** What a server-paged list is asked for beside its page: search, sort and filters; unset values are left out. */
export interface ServerQuery {
  q?: string;
  sort?: ListSort;
  status?: string;
  alt?: string;
}

/** A table's query as the list routes read it: the defaults (newest first, All, no search) are not sent. */
export function serverQueryOf(query: Pick<TableQuery, 'q' | 'sort'> & { status?: string; alt?: string }): ServerQuery {
  const q = query.q.trim();
  return {
    ...(q ? { q } : {}),
    ...(query.sort === 'newest' ? {} : { sort: query.sort }),
    ...(query.status && query.status !== 'all' ? { status: query.status } : {}),
    ...(query.alt && query.alt !== 'all' ? { alt: query.alt } : {}),
  };
}

/**
 * A server-paged list under a query: the route's name and the query name the
 * SWR keys (`eventList?q=expo&sort=az`), so each search and sort is cached apart.
 */
export function serverSource<T>(name: string, query: ServerQuery, read: (page: number) => Promise<AdminResult<Page<T>>>): ServerSource<T> {
  return { kind: 'server', name: `${name}${queryString({ ...query })}`, load: async (page) => dataOrThrow(await read(page)) };
}

/** A list route paged by its path (`…/{page}`), asked with the table's search, sort and filters. */
/** A screen's server-paged list route as DatabaseScreen takes it: one source per search, sort and filter. */
export function useServerSource<N extends PagedName>(name: N): (query: ServerQuery) => ServerSource<PageRow<N>> {
  const call = useAdminCall();
  return useCallback((query: ServerQuery) => serverPaged(call, name, query), [call, name]);
}

export function serverPaged<N extends PagedName>(call: Call, name: N, query: ServerQuery = {}): ServerSource<PageRow<N>> {
  return serverSource(name, query, (page) => call<Page<PageRow<N>>>(routes[name], { params: { page }, query: { ...query } }));
}

/** Newest first by creation; an item without a date sorts last. */
const newestFirst = <T extends { added_date?: string }>(a: T, b: T) => (b.added_date ?? '').localeCompare(a.added_date ?? '');

/**
 * A content table's rows: the spec's list call (published items) and, beside
 * it, the kind's drafts and scheduled items, merged newest first. Either
 * failing fails the list, so the screen never shows half of it as the whole.
 */
export function withUnpublished<N extends AllName>(call: Call, name: N, kind: ContentKind): AllSource<AllRow<N>> {
  type Row = AllRow<N> & { _id: string; added_date?: string };
  const load = async () => {
    const [published, unpublished] = await Promise.all([
      call<Row[]>(routes[name]),
      call(routes.listUnpublished, { params: { kind } }) as Promise<AdminResult<Row[]>>,
    ]);
    const rows = dataOrThrow(published);
    const shown = new Set(rows.map((row) => row._id));
    const drafts = dataOrThrow(unpublished).filter((row) => !shown.has(row._id));
    return [...drafts, ...rows].sort(newestFirst);
  };
  return { kind: 'all', name, load };
}
