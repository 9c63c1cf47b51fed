/**
 * The CSV export routes: one request builds the whole file on the server,
 * stores it under a private prefix of the images bucket and answers a
 * short-lived download link (a Lambda answer holds at most 6 MB, an export
 * may hold more). The file is named by the admin's own calendar day, which
 * the browser sends: <prefix>-YYYY-MM-DD.csv.
 */
import type { AuditEvent } from './audit';
import type { LeadKind } from './leads';

/** Where exports are written in the images bucket; S3 deletes them after a day and only the export routes may touch them. */
export const exportPrefix = 'exports/';

/** How long the download link works. */
export const exportLinkSeconds = 300;

/** More rows than this are refused (400): one Lambda call builds the file within its memory and API Gateway's 30 s. */
export const maxExportRows = 100_000;

export const exportMessages = {
  badDay: 'Day must be a date as YYYY-MM-DD.',
  tooMany: (rows: number) =>
    `An export holds at most ${maxExportRows.toLocaleString('en-US')} rows and this list has ${rows.toLocaleString('en-US')}: narrow it first.`,
};

/** What an export answers: where to download the file (for exportLinkSeconds), its name and how many rows it holds. */
export interface ExportFile {
  url: string;
  fileName: string;
  rows: number;
}

export const exportFilePrefixes: Record<LeadKind | 'subscribers' | 'applications', string> = {
  contact: 'contact-enquiries',
  hire: 'hiring-enquiries',
  subscribers: 'subscribers',
  applications: 'career-applications',
};

export const exportFileName = (prefix: string, day: string) => `${prefix}-${day}.csv`;

/**
 * The audit entry of an export: personal data left the system, so who took
 * which list, how many rows and under which filter is recorded. The search
 * words are not: they may be someone's name or address.
 */
export function exportAudit(file: ExportFile, filter: { status?: string; q?: string } = {}): AuditEvent {
  const detail = [
    `${file.rows.toLocaleString('en-US')} ${file.rows === 1 ? 'row' : 'rows'}`,
    filter.status && `status ${filter.status}`,
    filter.q && 'searched',
  ];
  return { action: 'export', itemType: 'export', itemTitle: file.fileName, detail: detail.filter(Boolean).join(', ') };
}
