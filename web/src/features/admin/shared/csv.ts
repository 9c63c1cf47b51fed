/**
 * The admin area's CSV exports (subscribers, contact and hiring enquiries):
 * every page of a server-paged list, fetched in the browser and written as an
 * RFC 4180 file with spreadsheet formulas defused.
 */
import type { Page } from '@contract/entities';
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

/** The whole file: the header line, one line per row, CRLF line ends. */
export function csvText(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return [header, ...rows].map((fields) => fields.map(csvField).join(',')).join(newline) + newline;
}

/** <prefix>-YYYY-MM-DD.csv, by the admin's own calendar day. */
export function datedFileName(prefix: string, now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${prefix}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/**
 * Every row of a server-paged list: page 1 says how many pages there are
 * (count / limit), the rest follow. A row seen twice (a row arriving during
 * the export shifts the pages) is kept once. Null when a page fails.
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
