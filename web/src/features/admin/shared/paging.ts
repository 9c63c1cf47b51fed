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

/** One page of a list as the server pages it, or null when it could not be loaded. */
type LoadPage<T> = (page: number) => Promise<{ list: T[]; count: number; limit: number } | null>;

/**
 * Page `page` of a server-paged list read oldest first: the server pages it
 * newest first, so this is the matching stretch from the end of the list
 * (at most two server pages), reversed. Page 1 is read first for the total.
 */
export async function oldestFirstPage<T>(load: LoadPage<T>, page: number): Promise<{ list: T[]; count: number; limit: number } | null> {
  const head = await load(1);
  if (!head) return null;
  const { count, limit } = head;
  const end = count - (page - 1) * limit;
  if (end <= 0 || limit <= 0) return { list: [], count, limit };
  const start = Math.max(0, end - limit);
  const first = Math.floor(start / limit) + 1;
  const last = Math.floor((end - 1) / limit) + 1;
  const pages = await Promise.all(Array.from({ length: last - first + 1 }, (_, i) => (first + i === 1 ? head : load(first + i))));
  if (pages.some((loaded) => !loaded)) return null;
  const rows = pages.flatMap((loaded) => loaded?.list ?? []);
  const offset = (first - 1) * limit;
  return { list: rows.slice(start - offset, end - offset).reverse(), count, limit };
}
