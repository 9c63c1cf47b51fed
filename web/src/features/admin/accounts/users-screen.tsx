import { useState } from 'react';
import toast from 'react-hot-toast';
import type { AdminUser } from '@contract/accounts';
import { type Role, roleLabels } from '@contract/roles';
import { routes } from '@contract/routes';
import { usePageMeta } from '../../../components/page-meta';
import { isAcknowledged } from '../../../lib/api';
import { sessionEmail } from '../../../lib/session';
import { withListCache } from '../shared/list-cache';
import { failureText } from '../shared/use-admin-call';
import { accountTexts } from './account-texts';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { InviteForm } from './invite-form';
import { RoleChangeDialog } from './role-change-dialog';
import { useAdminUsers } from './use-admin-users';
import { roleSelectId, UsersTable } from './users-table';
import { AdminScreen } from '../shared/admin-screen';
import '../shared/admin-form.css';
import './accounts.css';
import { ListReadState } from '../shared/read-failure';

/**
 * /admin/users (Owners): every account with its role and status, the invite
 * form, a role per row and Remove; a new role and a removal each wait for
 * a dialog's Confirm. The server guards the rules (the last
 * Owner stays; an active address cannot be invited again): its refusals are
 * shown as it words them. The list is read afresh each time the screen opens.
 */
function UsersList() {
  usePageMeta('Users', 'Admin users, their roles and invitations.', { noindex: true });
  const { state, reload, put, drop, call } = useAdminUsers();
  const [busy, setBusy] = useState<string | null>(null);
  const [removing, setRemoving] = useState<AdminUser | null>(null);
  // The select stays on the stored role while this is asked: Cancel leaves it there.
  const [asking, setAsking] = useState<{ user: AdminUser; role: Role } | null>(null);

  /** One write for one row: its controls wait, and a refusal is toasted in the server's words. */
  const write = async (email: string, run: () => ReturnType<typeof call>, done: (data: unknown) => void) => {
    setBusy(email);
    const answer = await run();
    setBusy(null);
    if (answer.status === 401) return;
    if (isAcknowledged(answer)) done(answer.data);
    else toast.error(failureText(answer));
  };

  const changeRole = async (user: AdminUser, role: Role) => {
    setAsking(null);
    await write(
      user.email,
      () => call(routes.updateAdminRole, { params: { email: user.email }, body: { role } }),
      (data) => {
        put((data as AdminUser | undefined) ?? { ...user, role });
        toast.success(accountTexts.roleChanged(user.email, roleLabels[role]));
      },
    );
    // The select waited disabled, which dropped its focus: a keyboard user goes on from it, once it is enabled again.
    requestAnimationFrame(() => document.getElementById(roleSelectId(user))?.focus());
  };

  const remove = (user: AdminUser) => {
    setRemoving(null);
    void write(
      user.email,
      () => call(routes.removeAdmin, { params: { email: user.email } }),
      () => {
        drop(user.email);
        toast.success(accountTexts.removed(user.email));
      },
    );
  };

  return (
    <AdminScreen title="Users" className="users-screen">
      <InviteForm call={call} onInvited={put} />
      <ListReadState state={state} noun="users" retry={() => void reload()} />
      {state.kind === 'ready' && (
        <UsersTable
          users={state.users}
          self={sessionEmail()}
          busy={busy}
          onRole={(user, role) => setAsking({ user, role })}
          onRemove={setRemoving}
        />
      )}
      {asking && (
        <RoleChangeDialog
          user={asking.user}
          role={asking.role}
          onConfirm={() => void changeRole(asking.user, asking.role)}
          onCancel={() => setAsking(null)}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={`Remove ${removing.email}?`}
          confirmLabel="Remove"
          onConfirm={() => remove(removing)}
          onCancel={() => setRemoving(null)}
        >
          <p>They can no longer sign in, and any session of theirs ends now. You can invite them again later.</p>
        </ConfirmDialog>
      )}
    </AdminScreen>
  );
}

export const UsersScreen = withListCache(UsersList);
