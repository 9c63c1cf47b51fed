/**
 * Passwords: a user changes their own (the current one required),
 * or resets a forgotten one through a one-time link (15 minutes). Either
 * bumps the account's session generation, which ends every token issued
 * before; a change answers a fresh token so the tab that made it stays
 * signed in. "Forgot password" answers alike, and as late, whether or not
 * the address has an account.
 */
import { resetLifetimeMinutes } from '../../contract/accounts';
import { messages } from '../../contract/messages';
import { roleOf } from '../../contract/roles';
import { recordAudit } from '../audit/audit';
import { keys } from '../db/keys';
import * as repository from '../db/repository';
import { HttpError } from '../http/errors';
import { logger } from '../logger';
import { sendLinkMail } from '../mail/transactional';
import { isActive, userEvent } from './accounts';
import { createLink, discardLink, linkPath, redeemLink } from './one-time-links';
import { hashPassword, verifyPassword } from './password';
import { replaceRecordIf } from './records';
import { sessionVersionOf } from './session';
import { clearLoginAttempts, reserveLoginAttempt } from './throttle';
import { type AdminClaims, issueToken } from './tokens';

export const resetSubject = 'Reset your Nexoria Technologies admin password';

/**
 * The forgot-password answer never comes sooner than this after the request:
 * looking an account up, storing a link and sending the mail take longer than
 * finding none, and the difference would tell who has an account.
 */
export const forgotAnswerMs = 1000;

/** Sets a new password after checking the current one; answers the caller's fresh token (their other sessions end). */
export async function changePassword(
  claims: AdminClaims,
  passwords: { current: string; next: string },
  client: string,
  now = new Date(),
): Promise<{ token: string; audit: ReturnType<typeof userEvent> }> {
  // Guesses of the current password (with a stolen session, say) are slowed as sign-in guesses are, on the same counters.
  const who = { email: claims.email, client };
  const wait = await reserveLoginAttempt(who);
  if (wait > 0) throw new HttpError(429, messages.loginThrottled, undefined, { 'retry-after': String(wait) });
  const key = keys.admin(claims.email);
  const account = await repository.getRecord(key, { consistent: true });
  const hash = typeof account?.passwordHash === 'string' ? account.passwordHash : null;
  if (account === null || hash === null || !(await verifyPassword(passwords.current, hash))) {
    throw new HttpError(400, messages.currentPasswordWrong, { currentPassword: messages.currentPasswordWrong });
  }
  await clearLoginAttempts(who);
  const sv = sessionVersionOf(account) + 1;
  const changes = { passwordHash: await hashPassword(passwords.next), sessionVersion: sv, updatedAt: now.toISOString() };
  // Only over the password just checked: a change made meanwhile elsewhere has ended this session.
  if (!(await repository.setRecordIf(key, changes, { _id: account._id, passwordHash: hash }))) {
    throw new HttpError(401, messages.unauthorized);
  }
  return { token: await issueToken({ ...claims, sv }), audit: userEvent('password-change', account) };
}

/** Mails a reset link to an active account's address; answers the same, no sooner than forgotAnswerMs, for any address. */
export async function requestReset(email: string, now = new Date()): Promise<void> {
  const started = performance.now();
  try {
    await mailResetLink(email.trim().toLowerCase(), now);
  } catch (error) {
    logger.error('reset-mail-failed', { error });
  }
  const wait = forgotAnswerMs - (performance.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

async function mailResetLink(email: string, now: Date): Promise<void> {
  const key = keys.admin(email);
  const account = await repository.getRecord(key, { consistent: true });
  if (account === null || !isActive(account) || roleOf(account.role) === null) return;
  const link = await createLink('reset', { _id: String(account._id), email }, resetLifetimeMinutes * 60_000, now);
  if (!(await repository.setRecordIf(key, { linkHash: link.hash }, { _id: account._id }))) {
    await discardLink(link.hash);
    return;
  }
  try {
    await sendLinkMail({
      to: email,
      subject: resetSubject,
      intro: ['Someone asked to reset the password of your Nexoria Technologies admin account.'],
      path: linkPath('reset', link.secret),
      linkText: 'Choose a new password',
      outro: [
        `The link works once, for ${resetLifetimeMinutes} minutes.`,
        'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      ],
    });
  } catch (error) {
    await discardLink(link.hash);
    throw error;
  }
  await discardLink(account.linkHash);
}

/** Sets a new password from a reset link (once, within its 15 minutes); every session of the user ends. */
export async function resetPassword(secret: string, password: string, now = new Date()): Promise<void> {
  const account = await redeemLink(secret, 'reset', now);
  const role = roleOf(account.role);
  if (!isActive(account) || role === null) throw new HttpError(400, messages.linkInvalid);
  const { linkHash, ...rest } = account;
  const changed = {
    ...rest,
    passwordHash: await hashPassword(password),
    sessionVersion: sessionVersionOf(account) + 1,
    updatedAt: now.toISOString(),
  };
  if (!(await replaceRecordIf(keys.admin(String(account.email)), changed, { _id: account._id, linkHash }))) {
    throw new HttpError(400, messages.linkInvalid);
  }
  await recordAudit({ email: String(account.email), role }, userEvent('password-reset', account), now);
}
