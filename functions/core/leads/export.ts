/**
 * The enquiry export: the list as the screen filters it, every row, as one
 * CSV file (../../contract/csv). Like the list, it reads the list's index
 * partition once (one paged Query, newest first) and filters in memory.
 */
import { contactCsv, hireCsv } from '../../contract/csv';
import type { ContactEnquiry, HireEnquiry } from '../../contract/entities';
import { type ExportFile, exportFileName, exportFilePrefixes, exportMessages, maxExportRows } from '../../contract/exports';
import type { LeadKind } from '../../contract/leads';
import { storeExport } from '../aws/exports';
import { HttpError } from '../http/errors';
import { enquiryTypeOf, listedFields } from './leads';
import { type Lead, type LeadFilter, leadMatcher } from './rules';
import { readPartition } from './store';

export async function exportLeads(kind: LeadKind, filter: LeadFilter, day: string): Promise<ExportFile> {
  const all = (await readPartition(enquiryTypeOf(kind), listedFields[kind])) as unknown as Lead[];
  const rows = all.filter(leadMatcher(filter));
  if (rows.length > maxExportRows) throw new HttpError(400, exportMessages.tooMany(rows.length));
  const text = kind === 'contact' ? contactCsv(rows as ContactEnquiry[]) : hireCsv(rows as HireEnquiry[]);
  const fileName = exportFileName(exportFilePrefixes[kind], day);
  return { url: await storeExport(fileName, text), fileName, rows: rows.length };
}
