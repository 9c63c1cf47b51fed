/** HR's applications export (as the list is filtered): built on the server (exportApplications) and downloaded from its link. */
import type { ApplicationStage } from '@contract/applications';
import { routes } from '@contract/routes';
import { type CsvExport, csvExportOf, localDay } from '../shared/csv';
import type { useAdminCall } from '../shared/use-admin-call';

export async function exportApplications(
  call: ReturnType<typeof useAdminCall>,
  filter: { stage?: ApplicationStage; q?: string },
  signal: AbortSignal,
): Promise<CsvExport> {
  const result = await call(routes.exportApplications, { query: { ...filter, day: localDay() }, signal });
  return csvExportOf(result, ['application', 'applications']);
}
