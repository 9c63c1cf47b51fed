import type { AdminUser } from '@contract/accounts';
import { type Role, roleLabels, roles } from '@contract/roles';
import { formatDateTime } from '../../../lib/format';
import '../data-table.css';
import '../row-cards.css';
import '../status-badge.css';

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

const columns = [
  { header: 'Email', width: '30%' },
  { header: 'Role', width: '16%' },
  { header: 'Status', width: '12%' },
  { header: 'Details', width: '30%' },
  { header: 'Actions', width: '12%' },
];

/** The accounts as the admin tables show rows: a table on desktop, a card per user below 768 px. */
export function UsersTable({ users, self, busy, onRole, onRemove }: Props) {
  return (
    <div className="admin-table users-table">
      <div className="admin-table__scroll">
        <table>
          <caption className="visually-hidden">Users</caption>
          <colgroup>
            {columns.map((column) => (
              <col key={column.header} style={{ width: column.width }} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <UserRow
                key={user.email}
                user={user}
                own={user.email === self}
                busy={busy === user.email}
                onRole={onRole}
                onRemove={onRemove}
              />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

interface RowProps extends Pick<Props, 'onRole' | 'onRemove'> {
  user: AdminUser;
  own: boolean;
  busy: boolean;
}

function UserRow({ user, own, busy, onRole, onRemove }: RowProps) {
  const selectId = `user-role-${user._id}`;
  return (
    <tr aria-busy={busy}>
      <td data-label="Email">
        {user.email}
        {own && <span className="users-table__you"> (you)</span>}
      </td>
      <td data-label="Role">
        <label htmlFor={selectId} className="visually-hidden">
          Role for {user.email}
        </label>
        <select
          id={selectId}
          className="account-select"
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
      </td>
      <td data-label="Status">
        <span className={`status-badge${user.status === 'invited' ? ' status-badge--scheduled' : ''}`}>
          {user.status === 'invited' ? 'Invited' : 'Active'}
        </span>
      </td>
      <td data-label="Details">{details(user)}</td>
      <td className="admin-table__actions">
        {own ? (
          <span className="users-table__hint">Signed in</span>
        ) : (
          <button type="button" className="btn btn--ghost users-table__remove" disabled={busy} onClick={() => onRemove(user)}>
            Remove
          </button>
        )}
      </td>
    </tr>
  );
}
