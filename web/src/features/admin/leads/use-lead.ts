import { routes } from '@contract/routes';
import type { LeadKind } from '@contract/leads';
import { dataOrThrow, messageOf, useAdminRead } from '../shared/admin-read';
import type { LeadOf } from './lead-kinds';

export type LeadState<K extends LeadKind> =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed'; message: string; retry: () => void }
  | { state: 'ready'; lead: LeadOf<K>; replace: (lead: LeadOf<K>) => void };

/** One lead by the id in the URL; null when the server knows none (deleted, or a wrong link). */
export function useLead<K extends LeadKind>(kind: K, id: string): LeadState<K> {
  const { data, error, mutate } = useAdminRead(['getLead', kind, id], async (call) => {
    const result = await call(routes.getLead, { params: { kind, id } });
    return result.status === 404 ? null : (dataOrThrow(result) as LeadOf<K>);
  });
  if (data) return { state: 'ready', lead: data, replace: (lead) => void mutate(lead, { revalidate: false }) };
  if (data === null) return { state: 'missing' };
  if (error) return { state: 'failed', message: messageOf(error), retry: () => void mutate() };
  return { state: 'loading' };
}
