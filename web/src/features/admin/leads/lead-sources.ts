/** Where a lead list's rows come from: the spec's list while nothing is filtered, listLeads (server-side status and search) otherwise. */
import { routes } from '@contract/routes';
import type { Page } from '@contract/entities';
import type { LeadKind } from '@contract/leads';
import { dataOf, serverPaged } from '../shared/list-sources';
import type { useAdminCall } from '../shared/use-admin-call';
import type { ListSource } from '../shared/use-paged-list';
import { leadKindInfo, type LeadOf } from './lead-kinds';
import type { LeadFilter } from './lead-query';

type Call = ReturnType<typeof useAdminCall>;
type ServerSource<T> = Extract<ListSource<T>, { kind: 'server' }>;

/** Page by page of listLeads under a filter (the export reads them all). */
export const leadPages =
  <K extends LeadKind>(call: Call, kind: K, filter: LeadFilter) =>
  async (page: number): Promise<Page<LeadOf<K>> | null> =>
    dataOf(await call(routes.listLeads, { params: { kind }, query: { ...filter, page } })) as Page<LeadOf<K>> | null;

export function leadListSource<K extends LeadKind>(call: Call, kind: K, filter: LeadFilter): ServerSource<LeadOf<K>> {
  if (!filter.status && !filter.q) return serverPaged(call, leadKindInfo[kind].specList) as ServerSource<LeadOf<K>>;
  // The filter is part of the name, which heads the SWR keys: each filter's pages are cached apart.
  return { kind: 'server', name: `listLeads:${kind}:${filter.status ?? ''}:${filter.q ?? ''}`, load: leadPages(call, kind, filter) };
}
