import type { LeadSourceDays } from '@contract/attribution';
import { routes } from '@contract/routes';
import { dataOrThrow, useAdminRead } from '../shared/admin-read';

/** The period's counts, each period cached apart (switching back shows it at once, then refreshes). */
export const useLeadSources = (days: LeadSourceDays) =>
  useAdminRead(['leadSources', days], async (call) => dataOrThrow(await call(routes.leadSources, { query: { days } })));
