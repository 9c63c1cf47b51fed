/** The subscribers export: the list as the screen searches and sorts it, every row, read as the list is (./subscribers). */
import { subscribersCsv } from '../../contract/csv';
import { type ExportFile, exportFileName, exportFilePrefixes, exportMessages, maxExportRows } from '../../contract/exports';
import type { SubscriberListQuery } from '../../contract/specs/subscriber-list';
import { storeExport } from '../aws/exports';
import { HttpError } from '../http/errors';
import { matchingSubscribers } from './subscribers';

export async function exportSubscribers(query: SubscriberListQuery, day: string): Promise<ExportFile> {
  const rows = await matchingSubscribers(query);
  if (rows.length > maxExportRows) throw new HttpError(400, exportMessages.tooMany(rows.length));
  const fileName = exportFileName(exportFilePrefixes.subscribers, day);
  return { url: await storeExport(fileName, subscribersCsv(rows)), fileName, rows: rows.length };
}
