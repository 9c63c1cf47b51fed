/**
 * What a table shows, as it lives in the URL (?page=2&q=cloud&sort=az&status=draft&alt=missing),
 * and the pure filtering and sorting the screens apply to their rows.
 */
import { type AltFilter, altFilters } from '@contract/schemas/content';
import { statusOf, type RowStatus } from './status-badge';

export type SortKey = 'newest' | 'oldest' | 'az' | 'za';
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

const sortKeys: readonly SortKey[] = ['newest', 'oldest', 'az', 'za'];
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
    q: (params.get('q') ?? '').slice(0, 200),
    sort: oneOf(sortKeys, params.get('sort'), 'newest'),
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

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
/** Case- and accent-insensitive, like the collator: "cafe" finds "Café". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');

const dateValue = (value: string | undefined) => {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

function matches<T>(row: T, fields: RowFields<T>, words: string[]): boolean {
  const haystack = fold(fields.search(row).filter(Boolean).join(' '));
  return words.every((word) => haystack.includes(word));
}

function comparer<T>(sort: SortKey, fields: RowFields<T>): (a: T, b: T) => number {
  switch (sort) {
    case 'oldest':
      return (a, b) => dateValue(fields.date(a)) - dateValue(fields.date(b));
    case 'az':
      return (a, b) => collator.compare(fields.title(a), fields.title(b));
    case 'za':
      return (a, b) => collator.compare(fields.title(b), fields.title(a));
    default:
      return (a, b) => dateValue(fields.date(b)) - dateValue(fields.date(a));
  }
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
  const words = fold(query.q).split(/\s+/).filter(Boolean);
  const kept = rows.filter(
    (row) =>
      (query.status === 'all' || statusOf(row).status === query.status) &&
      passesAlt(row, query, fields) &&
      (words.length === 0 || matches(row, fields, words)),
  );
  return kept.sort(comparer(query.sort, fields));
}
