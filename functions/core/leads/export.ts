/**
 * The enquiry export: the list as the screen filters and sorts it, every row,
 * as one CSV file (../../contract/csv), read as the list is (./leads).
 */
import { contactCsv, hireCsv } from '../../contract/csv';
import type { ContactEnquiry, HireEnquiry } from '../../contract/entities';
import { type ExportFile, exportFileName, exportFilePrefixes, exportMessages, maxExportRows } from '../../contract/exports';
import type { LeadKind } from '../../contract/leads';
import type { ListSort } from '../../contract/list-query';
import { storeExport } from '../aws/exports';
import { HttpError } from '../http/errors';
import { matchingLeads } from './leads';
import type { LeadFilter } from './rules';

export async function exportLeads(kind: LeadKind, filter: LeadFilter, sort: ListSort | undefined, day: string): Promise<ExportFile> {
  const rows = await matchingLeads(kind, filter, sort);
  if (rows.length > maxExportRows) throw new HttpError(400, exportMessages.tooMany(rows.length));
  const text = kind === 'contact' ? contactCsv(rows as ContactEnquiry[]) : hireCsv(rows as HireEnquiry[]);
  const fileName = exportFileName(exportFilePrefixes[kind], day);
  return { url: await storeExport(fileName, text), fileName, rows: rows.length };
}
