import { useCallback } from 'react';
import type { Redirect } from '@contract/redirects';
import { routes } from '@contract/routes';
import { dataOrThrow, useAdminRead } from '../shared/admin-read';
import { useAdminCall } from '../shared/use-admin-call';

export type RedirectsState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; redirects: Redirect[] };

/** Every redirect, newest first as the server lists them, with local edits after each write. */
export function useRedirects() {
  const call = useAdminCall();
  const { data, error, isValidating, mutate } = useAdminRead('listRedirects', async (read) =>
    dataOrThrow(await read(routes.listRedirects)),
  );
  const state: RedirectsState = data
    ? { kind: 'ready', redirects: data }
    : error && !isValidating
      ? { kind: 'failed' }
      : { kind: 'loading' };
  const add = useCallback((redirect: Redirect) => void mutate((list) => list && [redirect, ...list], { revalidate: false }), [mutate]);
  const drop = useCallback(
    (from: string) => void mutate((list) => list?.filter((row) => row.from !== from), { revalidate: false }),
    [mutate],
  );
  return { state, reload: () => void mutate(), add, drop, call };
}
