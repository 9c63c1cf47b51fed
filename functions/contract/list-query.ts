/**
 * The search and sort of the admin's server-paged lists (enquiries, events,
 * subscribers): the query parameters the routes accept, and the one order
 * the server pages them in. The SPA's tables offer the same sort keys.
 */
import * as v from 'valibot';
import { type Page, pageSize } from './entities';

/** Newest first, oldest first, name (title, e-mail) A–Z and Z–A. */
export const listSorts = ['newest', 'oldest', 'az', 'za'] as const;
export type ListSort = (typeof listSorts)[number];

/** The longest search a list route reads. */
export const maxSearchLength = 100;

export const listQueryMessages = {
  badSort: 'Sort must be newest, oldest, az or za.',
  longSearch: `Search must be at most ${maxSearchLength} characters.`,
};

/** `?q=`: words that must all appear in what the list searches (any case, any accents). */
export const searchParam = () =>
  v.optional(v.pipe(v.string(listQueryMessages.longSearch), v.trim(), v.maxLength(maxSearchLength, listQueryMessages.longSearch)));

/** `?sort=`: one of listSorts; none is newest first. */
export const sortParam = () => v.optional(v.picklist(listSorts, listQueryMessages.badSort));

/** Lower case without accents, so "JOSÉ" finds "José" and "jose". */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a search, folded; none for an empty or blank one. */
export function searchTerms(q: string | undefined): string[] {
  return q === undefined ? [] : foldForSearch(q).split(/\s+/).filter(Boolean);
}

/** Whether every word of the search appears in one of the texts (no words: every row matches). */
export function matchesSearch(texts: ReadonlyArray<string | undefined>, terms: readonly string[]): boolean {
  if (terms.length === 0) return true;
  const haystack = foldForSearch(texts.filter((text) => typeof text === 'string').join('\n'));
  return terms.every((term) => haystack.includes(term));
}

/** What a list is ordered by: the name the A–Z sorts compare, the date (ISO 8601 or a calendar day), and the id that breaks ties. */
export interface RowOrder<T> {
  name: (row: T) => string;
  date: (row: T) => string | undefined;
  id: (row: T) => string;
}

/** Case- and accent-insensitive: "émile" sorts with "Emile". */
const collator = new Intl.Collator('en', { sensitivity: 'base' });
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A total order for a sort: equal names or dates fall back to the id, so the
 * same list always pages the same way (no row on two pages, none skipped).
 * Z–A and Newest first are exactly A–Z and Oldest first reversed.
 */
export function rowComparer<T>(sort: ListSort, order: RowOrder<T>): (a: T, b: T) => number {
  const ascending =
    sort === 'az' || sort === 'za'
      ? (a: T, b: T) => collator.compare(order.name(a), order.name(b)) || byText(order.id(a), order.id(b))
      : (a: T, b: T) => byText(order.date(a) ?? '', order.date(b) ?? '') || byText(order.id(a), order.id(b));
  return sort === 'az' || sort === 'oldest' ? ascending : (a, b) => ascending(b, a);
}

/** The whole (already filtered) list in the asked order: what an export writes, and what a page is cut from. */
export const sortedRows = <T>(rows: readonly T[], sort: ListSort, order: RowOrder<T>): T[] => [...rows].sort(rowComparer(sort, order));

/** One page of a list already in order, with how many rows it holds. */
export const pageOf = <T>(rows: readonly T[], page: number): Page<T> => ({
  list: rows.slice((page - 1) * pageSize, page * pageSize),
  count: rows.length,
  limit: pageSize,
});

/** One page of the whole (already filtered) list in the asked order, with how many rows it holds. */
export const pageOfRows = <T>(rows: readonly T[], page: number, sort: ListSort, order: RowOrder<T>): Page<T> =>
  pageOf(sortedRows(rows, sort, order), page);
