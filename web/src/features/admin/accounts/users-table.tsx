import type { AdminUser } from '@contract/accounts';
import { type Role, roleLabels, roles } from '@contract/roles';
import { formatDateTime } from '../../../lib/format';
import { type Column, DataTable } from '../shared/data-table';
import '../shared/status-badge.css';

interface Props {
  users: AdminUser[];
  /** The signed-in Owner: their own row can neither be removed nor change its own role. */
  self: string | null;
  /** The e-mail whose change is on its way (its controls wait). */
  busy: string | null;
  onRole: (user: AdminUser, role: Role) => void;
  onRemove: (user: AdminUser) => void;
}

/** Who invited a pending user and when the link runs out; when an active user last signed in. */
function details(user: AdminUser): string {
  if (user.status === 'invited') {
    const by = user.invitedBy ? `Invited by ${user.invitedBy}` : 'Invited';
    return user.inviteExpiresAt ? `${by}; the link works until ${formatDateTime(user.inviteExpiresAt)}` : by;
  }
  return user.lastSignInAt ? `Last sign-in ${formatDateTime(user.lastSignInAt)}` : 'Not signed in yet';
}

/** The id of a row's role select, so the screen can give it focus back once a change is answered. */
export const roleSelectId = (user: AdminUser) => `user-role-${user._id}`;

/** The role picker of one row; the signed-in Owner's own role stays as it is. */
function RolePicker({ user, own, busy, onRole }: Pick<Props, 'onRole'> & { user: AdminUser; own: boolean; busy: boolean }) {
  const selectId = roleSelectId(user);
  return (
    <>
      <label htmlFor={selectId} className="visually-hidden">
        Role for {user.email}
      </label>
      <select
        id={selectId}
        className="admin-form__select"
        value={user.role}
        disabled={own || busy}
        onChange={(event) => onRole(user, event.target.value as Role)}
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {roleLabels[role]}
          </option>
        ))}
      </select>
    </>
  );
}

const emailOf = (user: AdminUser) => user.email;

/** The accounts in the admin's one table: a table on desktop, a card per user below 768 px. */
export function UsersTable({ users, self, busy, onRole, onRemove }: Props) {
  const own = (user: AdminUser) => user.email === self;
  const waiting = (user: AdminUser) => user.email === busy;
  const columns: Column<AdminUser>[] = [
    {
      key: 'email',
      header: 'Email',
      width: '30%',
      value: emailOf,
      render: (user) => (
        <>
          {user.email}
          {own(user) && <span className="users-table__you"> (you)</span>}
        </>
      ),
    },
    {
      key: 'role',
      header: 'Role',
      width: '16%',
      value: (user) => user.role,
      render: (user) => <RolePicker user={user} own={own(user)} busy={waiting(user)} onRole={onRole} />,
    },
    {
      key: 'status',
      header: 'Status',
      width: '12%',
      value: (user) => user.status,
      render: (user) => (
        <span className={`status-badge${user.status === 'invited' ? ' status-badge--scheduled' : ''}`}>
          {user.status === 'invited' ? 'Invited' : 'Active'}
        </span>
      ),
    },
    { key: 'details', header: 'Details', width: '30%', value: details, render: details },
  ];
  const remove = (user: AdminUser) =>
    own(user) ? (
      <span className="users-table__hint">Signed in</span>
    ) : (
      <button type="button" className="btn btn--ghost users-table__remove" disabled={waiting(user)} onClick={() => onRemove(user)}>
        Remove
      </button>
    );
  return (
    <DataTable
      className="users-table"
      caption="Users"
      columns={columns}
      rows={users}
      rowKey={emailOf}
      actions={{ width: '12%', render: remove }}
      busyRow={waiting}
    />
  );
}
