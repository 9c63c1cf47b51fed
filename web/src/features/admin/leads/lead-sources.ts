/**
 * Where a lead list's rows come from: the spec's list while it is shown plain
 * (no status, no search, newest first), listLeads otherwise, which filters and
 * sorts the whole list on the server.
 */
import { routes } from '@contract/routes';
import type { LeadKind } from '@contract/leads';
import type { ListSort } from '@contract/list-query';
import { type ServerSource, serverPaged, serverSource } from '../shared/list-sources';
import type { useAdminCall } from '../shared/use-admin-call';
import { leadKindInfo, type LeadOf } from './lead-kinds';
import type { LeadFilter } from './lead-query';

type Call = ReturnType<typeof useAdminCall>;

/** listLeads under a filter (and sort), read page by page; the filter and sort name its SWR keys, so each is cached apart. */
function leadSource<K extends LeadKind>(call: Call, kind: K, query: LeadFilter & { sort?: ListSort }): ServerSource<LeadOf<K>> {
  return serverSource(`listLeads:${kind}`, query, (page) =>
    call(routes.listLeads, { params: { kind }, query: { ...query, page } }),
  ) as ServerSource<LeadOf<K>>;
}

export function leadListSource<K extends LeadKind>(call: Call, kind: K, filter: LeadFilter, sort: ListSort): ServerSource<LeadOf<K>> {
  if (!filter.status && !filter.q && sort === 'newest') return serverPaged(call, leadKindInfo[kind].specList) as ServerSource<LeadOf<K>>;
  return leadSource(call, kind, { ...filter, ...(sort === 'newest' ? {} : { sort }) });
}
