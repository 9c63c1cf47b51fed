import { useCallback } from 'react';
import type { AdminUser } from '@contract/accounts';
import { routes } from '@contract/routes';
import { dataOrThrow, useAdminRead } from '../shared/admin-read';
import { useAdminCall } from '../shared/use-admin-call';

export type UsersState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; users: AdminUser[] };

/** The admin accounts, as the server orders them (Owners first, then by e-mail), with local edits after each write. */
export function useAdminUsers() {
  const call = useAdminCall();
  const { data, error, isValidating, mutate } = useAdminRead('listAdmins', async (read) => dataOrThrow(await read(routes.listAdmins)));
  const state: UsersState = data ? { kind: 'ready', users: data } : error && !isValidating ? { kind: 'failed' } : { kind: 'loading' };

  /** The answered account in place of the one with its e-mail (a new one goes first, as invitations are news). */
  const put = useCallback(
    (user: AdminUser) =>
      void mutate(
        (users) => {
          if (!users) return users;
          const at = users.findIndex((row) => row.email === user.email);
          return at < 0 ? [user, ...users] : users.map((row) => (row.email === user.email ? user : row));
        },
        { revalidate: false },
      ),
    [mutate],
  );

  const drop = useCallback(
    (email: string) => void mutate((users) => users?.filter((row) => row.email !== email), { revalidate: false }),
    [mutate],
  );

  return { state, reload: () => void mutate(), put, drop, call };
}
