import { routes } from '@contract/routes';
import type { LeadKind } from '@contract/leads';
import { dataOrThrow, messageOf, useAdminRead } from '../shared/admin-read';
import type { Lead, LeadOf } from './lead-kinds';

export type LeadState<K extends LeadKind> =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed'; message: string; retry: () => void }
  | { state: 'ready'; lead: LeadOf<K>; replace: (lead: LeadOf<K>) => Promise<unknown> };

/**
 * The fresher of two copies of a lead. Every write (status, assignee, note)
 * answers the whole lead stamped with leadUpdatedAt, and two writes can answer
 * out of order: an older answer arriving last must not undo a newer one.
 */
export function fresherLead<T extends Lead>(current: T | null | undefined, incoming: T): T {
  if (!current?.leadUpdatedAt || !incoming.leadUpdatedAt) return incoming;
  return incoming.leadUpdatedAt >= current.leadUpdatedAt ? incoming : current;
}

/** One lead by the id in the URL; null when the server knows none (deleted, or a wrong link). */
export function useLead<K extends LeadKind>(kind: K, id: string): LeadState<K> {
  const { data, error, mutate } = useAdminRead(['getLead', kind, id], async (call) => {
    const result = await call(routes.getLead, { params: { kind, id } });
    return result.status === 404 ? null : (dataOrThrow(result) as LeadOf<K>);
  });
  // The cache is the screen's one copy of the lead: every write's answer lands here, the fresher copy kept.
  const replace = (lead: LeadOf<K>) => mutate((current) => fresherLead(current, lead), { revalidate: false });
  if (data) return { state: 'ready', lead: data, replace };
  if (data === null) return { state: 'missing' };
  if (error) return { state: 'failed', message: messageOf(error), retry: () => void mutate() };
  return { state: 'loading' };
}
