/**
 * Where the admin tables' rows come from: a list route's answer, typed by the
 * route. A loader tells the admin of its failure itself (toasted once, as
 * admin-read words it) and answers null, so a list's pages can be read
 * together (oldest first, an export) and stop at the first that fails.
 */
import { routes, type RouteName } from '@contract/routes';
import type { ContentKind, EventItem, Page } from '@contract/entities';
import type { DataOf } from '../../../lib/api';
import { type AdminCall, dataOrThrow, toastFailure } from './admin-read';
import type { AdminResult } from './use-admin-call';
import type { AltChoice } from './table-query';
import type { ListSource } from './use-paged-list';

type Call = AdminCall;

/** The admin lists, by how the route answers: one page of rows, or all of them. Rows are typed by the route's answer. */
type Answered<N extends RouteName> = DataOf<(typeof routes)[N]>;
type PagedName = { [N in RouteName]: Answered<N> extends Page<unknown> ? N : never }[RouteName];
type AllName = { [N in RouteName]: Answered<N> extends readonly unknown[] ? N : never }[RouteName];
type PageRow<N extends PagedName> = Answered<N> extends Page<infer T> ? T : never;
type AllRow<N extends AllName> = Answered<N> extends ReadonlyArray<infer T> ? T : never;

/** Reads an answer, toasting a failure that is not a lost session. */
export function dataOf<T>(result: AdminResult<T>): T | null {
  try {
    return dataOrThrow(result);
  } catch (error) {
    return toastFailure(error);
  }
}

export function serverPaged<N extends PagedName>(call: Call, name: N): Extract<ListSource<PageRow<N>>, { kind: 'server' }> {
  return { kind: 'server', name, load: async (page) => dataOf(await call<Page<PageRow<N>>>(routes[name], { params: { page } })) };
}

/**
 * The admin event list, server-paged: whole, or (Missing alt text) only the
 * events whose banner has no alt text, filtered by the server over every page.
 */
export function eventListSource(call: Call, alt: AltChoice): Extract<ListSource<EventItem>, { kind: 'server' }> {
  if (alt === 'all') return serverPaged(call, 'eventList');
  return {
    kind: 'server',
    name: `eventList?alt=${alt}`,
    load: async (page) => dataOf(await call(routes.eventList, { params: { page }, query: { alt } })),
  };
}

/** Newest first by creation; an item without a date sorts last. */
const newestFirst = <T extends { added_date?: string }>(a: T, b: T) => (b.added_date ?? '').localeCompare(a.added_date ?? '');

/**
 * A content table's rows: the spec's list call (published items) and, beside
 * it, the kind's drafts and scheduled items, merged newest first. Should the
 * second call fail (toasted), the published rows still show.
 */
export function withUnpublished<N extends AllName>(call: Call, name: N, kind: ContentKind): ListSource<AllRow<N>> {
  type Row = AllRow<N> & { _id: string; added_date?: string };
  const load = async () => {
    const [published, unpublished] = await Promise.all([
      call<Row[]>(routes[name]),
      call(routes.listUnpublished, { params: { kind } }) as Promise<AdminResult<Row[]>>,
    ]);
    const rows = dataOf(published);
    if (!rows) return null;
    const shown = new Set(rows.map((row) => row._id));
    const drafts = (dataOf(unpublished) ?? []).filter((row) => !shown.has(row._id));
    return [...drafts, ...rows].sort(newestFirst);
  };
  return { kind: 'all', name, load };
}
