/** The enquiry export: the list as filtered and sorted on screen, built on the server (exportLeads) and downloaded from its link. */
import type { LeadKind } from '@contract/leads';
import { routes } from '@contract/routes';
import { type CsvExport, csvExportOf, localDay } from '../shared/csv';
import type { useAdminCall } from '../shared/use-admin-call';
import type { ListSort } from '@contract/list-query';
import type { LeadFilter } from './lead-query';

export async function exportLeads(
  call: ReturnType<typeof useAdminCall>,
  kind: LeadKind,
  filter: LeadFilter,
  sort: ListSort,
  signal: AbortSignal,
): Promise<CsvExport> {
  const result = await call(routes.exportLeads, {
    params: { kind },
    query: { ...filter, ...(sort === 'newest' ? {} : { sort }), day: localDay() },
    signal,
  });
  return csvExportOf(result, ['enquiry', 'enquiries']);
}
