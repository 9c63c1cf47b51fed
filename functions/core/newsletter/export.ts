/** The subscribers export: every confirmed address, newest first, from the list's index partition (one paged Query). */
import { subscribersCsv } from '../../contract/csv';
import type { Subscriber } from '../../contract/entities';
import { type ExportFile, exportFileName, exportFilePrefixes, exportMessages, maxExportRows } from '../../contract/exports';
import { storeExport } from '../aws/exports';
import { listAll } from '../db/repository';
import { HttpError } from '../http/errors';

export async function exportSubscribers(day: string): Promise<ExportFile> {
  const rows = await listAll<Subscriber>('SUBSCRIBER');
  if (rows.length > maxExportRows) throw new HttpError(400, exportMessages.tooMany(rows.length));
  const fileName = exportFileName(exportFilePrefixes.subscribers, day);
  return { url: await storeExport(fileName, subscribersCsv(rows)), fileName, rows: rows.length };
}
