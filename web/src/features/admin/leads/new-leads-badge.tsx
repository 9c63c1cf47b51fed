/** How many enquiries are New, beside Contact Us and Hire Us in the admin bar, so new work is seen from any screen. */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { LeadKind } from '@contract/leads';
import { routes } from '@contract/routes';
import { mayCall } from '../../../lib/session';
import { dataOrThrow, useAdminRead } from '../shared/admin-read';
import { liveCountOptions } from '../shared/admin-read-options';
import './new-leads-badge.css';

/** One key in SWR's global cache: every badge shares a request, and a lead screen refreshes them all. */
const leadCountsKey = 'leadCounts';

/** After a lead changes: the badges (in the same SWR cache as the lead screen) ask again. */
export function useRefreshLeadCounts(): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(() => void mutate(leadCountsKey), [mutate]);
}

/** The count as a pill; nothing at 0, while loading or after a failure (the lists say more). */
export function NewLeadsBadge({ section }: { section: LeadKind }) {
  // A role without the leads never asks (the admin bar shows the badge only beside sections the role has).
  const { data } = useAdminRead(
    mayCall(routes.leadCounts) ? leadCountsKey : null,
    async (call) => dataOrThrow(await call(routes.leadCounts)),
    liveCountOptions,
  );
  const count = data?.[section];
  if (typeof count !== 'number' || count <= 0) return null;
  const shown = count > 99 ? '99+' : String(count);
  return (
    <span className="new-leads-badge">
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{`${count} new`}</span>
    </span>
  );
}
