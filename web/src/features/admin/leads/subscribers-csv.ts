/** The newsletter subscribers export (Owners): built on the server (exportSubscribers) and downloaded from its link. */
import { routes } from '@contract/routes';
import { type CsvExport, csvExportOf, localDay } from '../shared/csv';
import type { useAdminCall } from '../shared/use-admin-call';

export async function exportSubscribers(call: ReturnType<typeof useAdminCall>, signal: AbortSignal): Promise<CsvExport | null> {
  const result = await call(routes.exportSubscribers, { query: { day: localDay() }, signal });
  return csvExportOf(result, ['subscriber', 'subscribers']);
}
