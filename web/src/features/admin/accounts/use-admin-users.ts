import { useCallback, useEffect, useState } from 'react';
import type { AdminUser } from '@contract/accounts';
import { routes } from '@contract/routes';
import { isAcknowledged } from '../../../lib/api';
import { useAdminCall } from '../use-admin-call';

export type UsersState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; users: AdminUser[] };

/** The admin accounts, as the server orders them (Owners first, then by e-mail), with local edits after each write. */
export function useAdminUsers() {
  const call = useAdminCall();
  const [state, setState] = useState<UsersState>({ kind: 'loading' });

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    const answer = await call(routes.listAdmins);
    if (answer.status === 401) return;
    setState(isAcknowledged(answer) && Array.isArray(answer.data) ? { kind: 'ready', users: answer.data } : { kind: 'failed' });
  }, [call]);

  useEffect(() => {
    void load();
  }, [load]);

  /** Puts an answered account in place of the one with its e-mail (a new one goes first, as invitations are news). */
  const put = useCallback((user: AdminUser) => {
    setState((current) => {
      if (current.kind !== 'ready') return current;
      const others = current.users.filter((row) => row.email !== user.email);
      const at = current.users.findIndex((row) => row.email === user.email);
      return { kind: 'ready', users: at < 0 ? [user, ...others] : current.users.map((row) => (row.email === user.email ? user : row)) };
    });
  }, []);

  const drop = useCallback((email: string) => {
    setState((current) =>
      current.kind === 'ready' ? { kind: 'ready', users: current.users.filter((row) => row.email !== email) } : current,
    );
  }, []);

  return { state, reload: load, put, drop, call };
}
