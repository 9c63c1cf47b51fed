/** The applications export: the list as HR's screen filters it, every row, read as the list is (./applications). */
import { applicationsCsv } from '../../contract/csv';
import { type ExportFile, exportFileName, exportFilePrefixes, exportMessages, maxExportRows } from '../../contract/exports';
import { storeExport } from '../aws/exports';
import { HttpError } from '../http/errors';
import { type ApplicationFilter, matchingApplications } from './applications';

export async function exportApplications(filter: ApplicationFilter, day: string): Promise<ExportFile> {
  const rows = await matchingApplications(filter);
  if (rows.length > maxExportRows) throw new HttpError(400, exportMessages.tooMany(rows.length));
  const fileName = exportFileName(exportFilePrefixes.applications, day);
  return { url: await storeExport(fileName, applicationsCsv(rows)), fileName, rows: rows.length };
}
