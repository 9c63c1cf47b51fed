/** Table paging maths (spec §9): total pages = ceil(count / limit). */
export function totalPages(count: number, limit: number): number {
  if (limit <= 0) return 1;
  return Math.max(1, Math.ceil(count / limit));
}

/** The footer's "start - end of total" for a page showing `shown` rows. */
export function pageRange(page: number, limit: number, count: number, shown: number): { start: number; end: number; total: number } {
  if (count <= 0 || shown <= 0) return { start: 0, end: 0, total: Math.max(0, count) };
  const start = (page - 1) * limit + 1;
  return { start, end: Math.min(count, start + shown - 1), total: count };
}

/** The rows of one page of an all-data list paged on the client. */
export function slicePage<T>(items: readonly T[], page: number, limit: number): T[] {
  return items.slice((page - 1) * limit, page * limit);
}

/** Text cells longer than this are truncated with Read more / Read less (spec §9). */
export const truncateAt = 100;

/** A gap in the numbered page buttons. */
export const gap = 'gap' as const;

/**
 * The numbered page buttons: every page when there are few, else the first,
 * the last and the pages around the current one, with gaps between
 * (1 … 4 5 6 … 12). At most 7 entries, so the footer fits a phone.
 */
export function pageButtons(page: number, pages: number): Array<number | typeof gap> {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const current = Math.min(Math.max(page, 1), pages);
  const from = Math.max(2, Math.min(current - 1, pages - 4));
  const to = Math.min(pages - 1, Math.max(current + 1, 5));
  const middle = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return [1, ...(from > 2 ? [gap] : []), ...middle, ...(to < pages - 1 ? [gap] : []), pages];
}
