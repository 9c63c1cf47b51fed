/** The newsletter subscribers export (the sales team, as the list): built on the server (exportSubscribers) and downloaded from its link. */
import { routes } from '@contract/routes';
import { type CsvExport, csvExportOf, localDay } from '../shared/csv';
import type { ServerQuery } from '../shared/list-sources';
import type { useAdminCall } from '../shared/use-admin-call';

export async function exportSubscribers(
  call: ReturnType<typeof useAdminCall>,
  { q, sort }: ServerQuery,
  signal: AbortSignal,
): Promise<CsvExport> {
  const result = await call(routes.exportSubscribers, { query: { q, sort, day: localDay() }, signal });
  return csvExportOf(result, ['subscriber', 'subscribers']);
}
