/**
 * What the public list routes answer: each item as its card needs
 * it, without the HTML body the detail route answers. Every field a card shows
 * (spec §4) stays; `excerpt` is the body as plain text, for the admin tables.
 * Careers keep their description: /career has no detail page, and its cards
 * expand it in place (view more).
 */
import type { CareerPost, EventItem, NewsItem, PressRelease } from './entities';

/** Longest excerpt, in characters (ellipsis included). */
export const excerptLength = 300;

/** The body's first words as plain text, at most excerptLength characters (none for an item without a body). */
export interface Excerpt {
  excerpt?: string;
}

export type NewsSummary = Omit<NewsItem, 'newsContent'> & Excerpt;
export type PressSummary = Omit<PressRelease, 'content'> & Excerpt;
export type CareerSummary = CareerPost & Excerpt;
/** Events have no HTML body: their summary is the item. */
export type EventSummary = EventItem;

/**
 * Paging of a list answer asked for with `?page=&limit=`, in response headers
 * so that `data` stays the spec's array: the total, and how many pages of
 * `limit` it makes. Without a query the list is whole and has neither.
 */
export const pagingHeaders = { total: 'x-total-count', pages: 'x-page-count' } as const;

/** Largest `limit` a list answers per page. */
export const maxListLimit = 100;
