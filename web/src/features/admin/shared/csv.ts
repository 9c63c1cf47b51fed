/**
 * The admin's CSV exports (contact and hiring enquiries, subscribers): the
 * server builds the whole file in one request and answers a short-lived link
 * to it (functions/contract/exports.ts); the browser only names the day and
 * downloads.
 */
import type { ExportFile } from '@contract/exports';
import type { Answer } from '../../../lib/api';
import { dataOrThrow } from './admin-read';

/** What an export came to: a file to download and the toast that says how many rows it holds. */
export interface CsvExport {
  url: string;
  fileName: string;
  done: string;
}

/** YYYY-MM-DD of the admin's own calendar day, which names the file (<prefix>-YYYY-MM-DD.csv). */
export function localDay(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** An export route's answer as the button shows it; a refusal throws AdminReadError, as every admin read does. */
export function csvExportOf(result: Answer<ExportFile>, [one, many]: readonly [string, string]): CsvExport {
  const { url, fileName, rows } = dataOrThrow(result);
  return { url, fileName, done: `Exported ${rows} ${rows === 1 ? one : many}.` };
}

/** Downloads from the link: S3 answers the file as an attachment with its name, so the admin stays on the page. */
export function download(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
