/** The enquiry export: the list as filtered on screen, built on the server (exportLeads) and downloaded from its link. */
import type { LeadKind } from '@contract/leads';
import { routes } from '@contract/routes';
import { type CsvExport, csvExportOf, localDay } from '../shared/csv';
import type { useAdminCall } from '../shared/use-admin-call';
import type { LeadFilter } from './lead-query';

export async function exportLeads(
  call: ReturnType<typeof useAdminCall>,
  kind: LeadKind,
  filter: LeadFilter,
  signal: AbortSignal,
): Promise<CsvExport | null> {
  const result = await call(routes.exportLeads, { params: { kind }, query: { ...filter, day: localDay() }, signal });
  return csvExportOf(result, ['enquiry', 'enquiries']);
}
