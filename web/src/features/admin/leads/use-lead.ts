import useSWR from 'swr';
import { routes } from '@contract/routes';
import type { LeadKind } from '@contract/leads';
import { isAcknowledged } from '../../../lib/api';
import { failureText, useAdminCall } from '../use-admin-call';
import type { LeadOf } from './lead-kinds';

export type LeadState<K extends LeadKind> =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed'; message: string; retry: () => void }
  | { state: 'ready'; lead: LeadOf<K>; replace: (lead: LeadOf<K>) => void };

const options = { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false };

/** One lead by the id in the URL; null when the server knows none (deleted, or a wrong link). */
export function useLead<K extends LeadKind>(kind: K, id: string): LeadState<K> {
  const call = useAdminCall();
  const { data, error, mutate } = useSWR(
    ['getLead', kind, id],
    async () => {
      const result = await call(routes.getLead, { params: { kind, id } });
      if (result.status === 404) return null;
      if (!isAcknowledged(result) || !result.data) throw new Error(failureText(result));
      return result.data as LeadOf<K>;
    },
    options,
  );
  if (data) return { state: 'ready', lead: data, replace: (lead) => void mutate(lead, { revalidate: false }) };
  if (data === null) return { state: 'missing' };
  if (error) return { state: 'failed', message: (error as Error).message, retry: () => void mutate() };
  return { state: 'loading' };
}
