/**
 * The newsletter subscribers export: every page of the admin list, fetched in
 * the browser and written as an RFC 4180 CSV file.
 */
import type { Page, Subscriber } from '@contract/entities';
import { totalPages } from './paging';

const newline = '\r\n';

/**
 * One CSV field. A value a spreadsheet would run as a formula (= + - @, or a
 * leading tab or carriage return) gets a leading apostrophe; a field holding a
 * comma, quote or line break is quoted with its quotes doubled (RFC 4180).
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The whole file: a header line, one line per subscriber, CRLF line ends. */
export function subscribersCsv(subscribers: readonly Subscriber[]): string {
  const lines = [['email', 'subscribed_at'], ...subscribers.map((row) => [row.email, row.added_date])];
  return lines.map((fields) => fields.map(csvField).join(',')).join(newline) + newline;
}

/** subscribers-YYYY-MM-DD.csv, by the admin's own calendar day. */
export function csvFileName(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `subscribers-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/**
 * Every row of a server-paged list: page 1 says how many pages there are
 * (count / limit), the rest follow. A row seen twice (a subscription arriving
 * during the export shifts the pages) is kept once. Null when a page fails.
 */
export async function loadAllPages<T>(load: (page: number) => Promise<Page<T> | null>, idOf: (row: T) => string): Promise<T[] | null> {
  const first = await load(1);
  if (!first) return null;
  const rows = [...first.list];
  const pages = totalPages(first.count, first.limit);
  for (let page = 2; page <= pages; page++) {
    const next = await load(page);
    if (!next) return null;
    rows.push(...next.list);
  }
  const seen = new Set<string>();
  return rows.filter((row) => {
    const id = idOf(row);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** Hands a text file to the browser as a download. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
