/**
 * The Users screen's work: list accounts, change a role, remove a
 * user, and the assignee list of the enquiry screens. There is always at
 * least one active Owner: the last one can be neither demoted nor removed.
 */
import type { AdminUser, Assignee } from '../../contract/accounts';
import type { AuditEvent } from '../../contract/audit';
import { messages } from '../../contract/messages';
import { roleLabels, roleOf, type Role, salesTeam } from '../../contract/roles';
import { keys } from '../db/keys';
import * as repository from '../db/repository';
import { HttpError } from '../http/errors';
import { discardLink } from './one-time-links';

export type Account = Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export const isActive = (account: Account): boolean => account.status !== 'invited';

/** An account as the screens see it (never its password or link hash); null for a stored role this version does not know. */
export function toAdminUser(account: Account): AdminUser | null {
  const role = roleOf(account.role);
  if (role === null) return null;
  const user: AdminUser = {
    _id: String(account._id),
    email: String(account.email),
    role,
    status: isActive(account) ? 'active' : 'invited',
  };
  for (const field of ['createdAt', 'invitedBy', 'lastSignInAt'] as const) {
    const value = text(account[field]);
    if (value) user[field] = value;
  }
  const expires = text(account.inviteExpiresAt);
  if (user.status === 'invited' && expires) user.inviteExpiresAt = expires;
  return user;
}

/** The event every user change reports: the user's e-mail names the item. */
export const userEvent = (action: AuditEvent['action'], account: Account, detail?: string): AuditEvent => ({
  action,
  itemType: 'user',
  itemId: String(account._id),
  itemTitle: String(account.email),
  ...(detail ? { detail } : {}),
});

/** Every account in the list index, Owners first, then by e-mail. */
export async function listAdmins(): Promise<AdminUser[]> {
  const rank: Record<Role, number> = { owner: 0, editor: 1, sales: 2, recruiter: 3 };
  const users = (await repository.listAll<Account>(keys.adminListing('').gsi1pk)).flatMap((account) => toAdminUser(account) ?? []);
  return users.sort((a, b) => rank[a.role] - rank[b.role] || a.email.localeCompare(b.email));
}

/** Who work can be assigned to, by e-mail: the active users of a team (an enquiry's: Owners and Sales; an application's: Owners and Recruiters). */
export async function listAssignees(team: readonly Role[] = salesTeam): Promise<Assignee[]> {
  return (await listAdmins())
    .filter((user) => user.status === 'active' && team.includes(user.role))
    .map(({ email, role }) => ({ email, role }))
    .sort((a, b) => a.email.localeCompare(b.email));
}

/** The account of a user route's address, or 404. */
async function accountOf(email: string): Promise<Account> {
  const account = await repository.getRecord(keys.admin(email), { consistent: true });
  if (account === null) throw new HttpError(404, messages.userNotFound);
  return account;
}

/** 409 when this account is the only active Owner (the change would leave none). */
async function keepAnOwner(account: Account): Promise<void> {
  if (roleOf(account.role) !== 'owner' || !isActive(account)) return;
  const owners = (await listAdmins()).filter((user) => user.role === 'owner' && user.status === 'active');
  if (owners.every((owner) => owner._id === account._id)) throw new HttpError(409, messages.lastOwner);
}

/** Sets a user's role; it applies from their next call (the frame reads the account's role each time). */
export async function changeRole(email: string, role: Role, now = new Date()): Promise<{ user: AdminUser; audit: AuditEvent[] }> {
  const account = await accountOf(email);
  const from = roleOf(account.role);
  if (from === role) return { user: toAdminUser(account) as AdminUser, audit: [] };
  if (role !== 'owner') await keepAnOwner(account);
  const changes = { role, updatedAt: now.toISOString(), ...keys.adminListing(String(account.email)) };
  if (!(await repository.setRecordIf(keys.admin(email), changes, { _id: account._id }))) throw new HttpError(404, messages.userNotFound);
  const detail = `${from ? roleLabels[from] : 'None'} → ${roleLabels[role]}`;
  return { user: toAdminUser({ ...account, ...changes }) as AdminUser, audit: [userEvent('user-role', account, detail)] };
}

/** Deletes the account and its pending link: its sessions end with it (the frame finds no account). */
export async function removeUser(actorEmail: string, email: string): Promise<AuditEvent> {
  const account = await accountOf(email);
  await keepAnOwner(account);
  if (String(account.email) === actorEmail.toLowerCase()) throw new HttpError(409, messages.cannotRemoveSelf);
  await repository.deleteRecord(keys.admin(email));
  await discardLink(account.linkHash);
  const role = roleOf(account.role);
  return userEvent('user-remove', account, role ? roleLabels[role] : undefined);
}
