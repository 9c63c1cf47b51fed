/** The enquiry exports: every page of listLeads under the screen's filter, one CSV row per enquiry (../csv's rules). */
import type { ContactEnquiry, HireEnquiry } from '@contract/entities';
import { leadStatusLabels, leadStatusOf, type LeadFields, type LeadKind } from '@contract/leads';
import { csvText, datedFileName, loadAllPages } from '../shared/csv';
import type { CsvExport } from '../shared/export-csv-button';
import type { useAdminCall } from '../shared/use-admin-call';
import { leadKindInfo } from './lead-kinds';
import type { LeadFilter } from './lead-query';
import { leadPages } from './lead-sources';

const leadHeader = ['status', 'assigned_to', 'last_changed_at', 'last_changed_by'];

/** Where the lead stands and who last changed it (the list leaves notes out: they are on the lead's own screen). */
const leadValues = (lead: LeadFields) => [
  leadStatusLabels[leadStatusOf(lead)],
  lead.assignee ?? '',
  lead.leadUpdatedAt ?? '',
  lead.leadUpdatedBy ?? '',
];

export function contactCsv(rows: readonly ContactEnquiry[]): string {
  return csvText(
    ['received_at', 'name', 'email', 'contact_no', 'message', ...leadHeader],
    rows.map((row) => [row.added_date, row.name, row.emailAddress, row.contactNo, row.message, ...leadValues(row)]),
  );
}

export function hireCsv(rows: readonly HireEnquiry[]): string {
  return csvText(
    ['received_at', 'full_name', 'email', 'contact_no', 'country', 'hiring_type', 'skills', 'note', ...leadHeader],
    rows.map((row) => [
      row.added_date,
      row.fullName,
      row.emailAddress,
      row.contactNo,
      row.country,
      row.hiringchecked,
      row.servicechecked.join('; '),
      row.note ?? '',
      ...leadValues(row),
    ]),
  );
}

/** The file of the list as filtered on screen, or null when a page failed (already toasted). */
export async function exportLeads(call: ReturnType<typeof useAdminCall>, kind: LeadKind, filter: LeadFilter): Promise<CsvExport | null> {
  const rows = await loadAllPages(leadPages(call, kind, filter), (row) => row._id);
  if (!rows) return null;
  const text = kind === 'contact' ? contactCsv(rows as ContactEnquiry[]) : hireCsv(rows as HireEnquiry[]);
  return {
    text,
    fileName: datedFileName(leadKindInfo[kind].csvPrefix),
    done: `Exported ${rows.length} ${rows.length === 1 ? 'enquiry' : 'enquiries'}.`,
  };
}
