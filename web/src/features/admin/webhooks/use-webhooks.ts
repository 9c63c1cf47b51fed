import { useCallback } from 'react';
import { routes } from '@contract/routes';
import type { Webhook } from '@contract/webhooks';
import { dataOrThrow, useAdminRead } from '../shared/admin-read';
import { useAdminCall } from '../shared/use-admin-call';

export type WebhooksState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; webhooks: Webhook[] };

/** The webhooks, oldest first as the server lists them, with local edits after each write. */
export function useWebhooks() {
  const call = useAdminCall();
  const { data, error, isValidating, mutate } = useAdminRead('listWebhooks', async (read) => dataOrThrow(await read(routes.listWebhooks)));
  const state: WebhooksState = data ? { kind: 'ready', webhooks: data } : error && !isValidating ? { kind: 'failed' } : { kind: 'loading' };

  /** The answered webhook in place of the one with its id, or last when it is new (secrets never kept). */
  const put = useCallback(
    ({ _id, url, events, format, active, createdAt, updatedAt }: Webhook) => {
      const webhook: Webhook = { _id, url, events, format, active, createdAt, ...(updatedAt ? { updatedAt } : {}) };
      void mutate(
        (list) => {
          if (!list) return list;
          return list.some((row) => row._id === _id) ? list.map((row) => (row._id === _id ? webhook : row)) : [...list, webhook];
        },
        { revalidate: false },
      );
    },
    [mutate],
  );

  const drop = useCallback((id: string) => void mutate((list) => list?.filter((row) => row._id !== id), { revalidate: false }), [mutate]);

  return { state, reload: () => void mutate(), put, drop, call };
}
