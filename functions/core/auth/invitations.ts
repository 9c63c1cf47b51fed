/**
 * Invitations: an Owner invites an address with a role; the
 * invitee gets a one-time link (48 hours) and sets a password, which signs
 * them in. Inviting an address again renews its link (the older one stops
 * working). If the mail cannot be sent, nothing is left behind: the account
 * is as it was (or not created) and the new link is gone.
 */
import { type AdminUser, inviteLifetimeHours } from '../../contract/accounts';
import type { AuditEvent } from '../../contract/audit';
import { messages } from '../../contract/messages';
import { roleLabels, roleOf, type Role } from '../../contract/roles';
import { recordAudit } from '../audit/audit';
import { keys } from '../db/keys';
import * as repository from '../db/repository';
import { HttpError } from '../http/errors';
import { logger } from '../logger';
import { sendLinkMail } from '../mail/transactional';
import { type Account, isActive, toAdminUser, userEvent } from './accounts';
import { createLink, discardLink, linkPath, redeemLink } from './one-time-links';
import { hashPassword } from './password';
import { replaceRecordIf } from './records';
import { sessionVersionOf } from './session';
import { issueToken } from './tokens';

export const inviteSubject = 'You are invited to the Nexoria Technologies admin';

function inviteMail(to: string, inviter: string, role: Role, secret: string) {
  return {
    to,
    subject: inviteSubject,
    intro: [`${inviter} has invited you to the Nexoria Technologies admin as ${roleLabels[role]}.`, 'Choose your password to sign in:'],
    path: linkPath('invite', secret),
    linkText: 'Set your password',
    outro: [`The link works once, for ${inviteLifetimeHours} hours.`, 'If you did not expect this invitation, you can ignore this e-mail.'],
  };
}

/** Creates an invited account (or renews a pending one) and mails its link; 409 for an address with an active account, 502 if the mail fails. */
export async function inviteUser(
  inviter: string,
  input: { email: string; role: Role },
  now = new Date(),
): Promise<{ user: AdminUser; audit: AuditEvent }> {
  const email = input.email.trim().toLowerCase();
  const key = keys.admin(email);
  const existing = await repository.getRecord(key, { consistent: true });
  if (existing && isActive(existing)) throw new HttpError(409, messages.accountExists);
  const _id = existing ? String(existing._id) : crypto.randomUUID();
  const link = await createLink('invite', { _id, email }, inviteLifetimeHours * 3_600_000, now);
  const account: Account = {
    ...existing,
    _id,
    email,
    role: input.role,
    status: 'invited',
    sessionVersion: 0,
    createdAt: existing?.createdAt ?? now.toISOString(),
    updatedAt: now.toISOString(),
    invitedBy: inviter,
    inviteExpiresAt: link.expiresAt.toISOString(),
    linkHash: link.hash,
    ...keys.adminListing(email),
  };
  const expected = existing ? { _id, status: 'invited', linkHash: existing.linkHash } : null;
  if (!(await replaceRecordIf(key, account, expected))) {
    await discardLink(link.hash);
    throw new HttpError(409, messages.accountExists);
  }
  try {
    await sendLinkMail(inviteMail(email, inviter, input.role, link.secret));
  } catch (error) {
    logger.error('invite-mail-failed', { error });
    await (existing ? repository.putRecord(key, existing) : repository.deleteRecord(key));
    await discardLink(link.hash);
    throw new HttpError(502, messages.mailNotSent);
  }
  await discardLink(existing?.linkHash);
  return { user: toAdminUser(account) as AdminUser, audit: userEvent('user-invite', account, roleLabels[input.role]) };
}

/** Sets the invitee's password from their link and signs them in (the answered token). */
export async function acceptInvitation(secret: string, password: string, now = new Date()): Promise<string> {
  const account = await redeemLink(secret, 'invite', now);
  const role = roleOf(account.role);
  if (isActive(account) || role === null) throw new HttpError(400, messages.linkInvalid);
  const { linkHash, inviteExpiresAt: _expired, ...rest } = account;
  const joined = {
    ...rest,
    status: 'active',
    passwordHash: await hashPassword(password),
    updatedAt: now.toISOString(),
    lastSignInAt: now.toISOString(),
  };
  if (!(await replaceRecordIf(keys.admin(String(account.email)), joined, { _id: account._id, linkHash }))) {
    throw new HttpError(400, messages.linkInvalid);
  }
  await recordAudit({ email: String(account.email), role }, userEvent('user-join', account, roleLabels[role]), now);
  return issueToken({ sub: String(account._id), email: String(account.email), role, sv: sessionVersionOf(account) });
}
