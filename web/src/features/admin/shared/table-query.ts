/**
 * What a table shows, as it lives in the URL (?page=2&q=cloud&sort=az&status=draft&alt=missing),
 * and the pure filtering and sorting of the lists the browser holds whole
 * (the content tables); server-paged lists are searched and sorted by the server.
 */
import { type ListSort, listSorts, matchesSearch, maxSearchLength, rowComparer, searchTerms } from '@contract/list-query';
import { type AltFilter, altFilters } from '@contract/schemas/content';
import { statusOf, type RowStatus } from './status-badge';

/** The sorts every table offers: the list routes' own keys. */
export type SortKey = ListSort;
export type StatusFilter = 'all' | RowStatus;
/** The content tables' Missing alt text filter (the contract's `?alt=`), or every row. */
export type AltChoice = 'all' | AltFilter;

export interface TableQuery {
  page: number;
  /** Search text as typed (trimmed when matched). */
  q: string;
  sort: SortKey;
  status: StatusFilter;
  alt: AltChoice;
}

export const defaultQuery: TableQuery = { page: 1, q: '', sort: 'newest', status: 'all', alt: 'all' };

const statusFilters: readonly StatusFilter[] = ['all', 'draft', 'scheduled', 'published'];
const altChoices: readonly AltChoice[] = ['all', ...altFilters];
/** The server's own page limit (routes accept 1 to 999999). */
const maxPage = 999_999;

const oneOf = <T extends string>(allowed: readonly T[], value: string | null, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** Reads a query from the URL; anything malformed falls back to the default, never an error. */
export function parseQuery(params: URLSearchParams): TableQuery {
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= maxPage ? page : 1,
    // The list routes read at most this much search: a longer one from a hand-made URL is cut, never refused.
    q: (params.get('q') ?? '').slice(0, maxSearchLength),
    sort: oneOf(listSorts, params.get('sort'), 'newest'),
    status: oneOf(statusFilters, params.get('status'), 'all'),
    alt: oneOf(altChoices, params.get('alt'), 'all'),
  };
}

/** Writes a query back, leaving defaults out so a plain list keeps its plain URL. */
export function queryParams(query: TableQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.q) params.set('q', query.q);
  if (query.sort !== 'newest') params.set('sort', query.sort);
  if (query.status !== 'all') params.set('status', query.status);
  if (query.alt !== 'all') params.set('alt', query.alt);
  return params;
}

/** How a screen reads its rows for search and sort. */
export interface RowFields<T> {
  /** The texts the search looks in (title; name and e-mail; e-mail). */
  search: (row: T) => Array<string | undefined>;
  /** What the A–Z sort compares. */
  title: (row: T) => string;
  /** The date the list is ordered by (ISO 8601 or a calendar day). */
  date: (row: T) => string | undefined;
  /** The row's banner and its alt text (content tables: the Missing alt text filter). */
  banner?: (row: T) => { src?: string; alt?: string };
}

/**
 * Whether a row passes the alt filter: a banner without alt text, as the
 * server's `?alt=missing` reads it (a blank text counts as none; no banner,
 * nothing to describe). Tables without banners (enquiries) ignore the filter.
 */
function passesAlt<T>(row: T, query: TableQuery, fields: RowFields<T>): boolean {
  if (query.alt === 'all' || !fields.banner) return true;
  const banner = fields.banner(row);
  return Boolean(banner.src) && !banner.alt?.trim();
}

/**
 * The rows that match the search (every word, anywhere in the searched texts),
 * the status and the alt filter, in the asked order. Sorting is stable: equal
 * rows keep the server's order.
 */
export function refineRows<T>(rows: readonly T[], query: TableQuery, fields: RowFields<T>): T[] {
  // Case- and accent-insensitive, as the server searches: "cafe" finds "Café".
  const words = searchTerms(query.q);
  const kept = rows.filter(
    (row) =>
      (query.status === 'all' || statusOf(row).status === query.status) &&
      passesAlt(row, query, fields) &&
      matchesSearch(fields.search(row), words),
  );
  // No id tie-break: the whole list is here, and equal rows keep the server's order.
  return kept.sort(rowComparer(query.sort, { name: fields.title, date: fields.date, id: () => '' }));
}
