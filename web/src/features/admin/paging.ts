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
