/**
 * Admin accounts and sign-in. Unknown e-mails and wrong passwords answer alike
 * and take as long; attempts are throttled per client and per account with a
 * growing wait (./throttle), never by locking the account.
 */
import { messages } from '../../contract/messages';
import { minPasswordLength } from '../../contract/accounts';
import { roleOf } from '../../contract/roles';
import { keys } from '../db/keys';
import * as repository from '../db/repository';
import { HttpError } from '../http/errors';
import { decoyHash, hashPassword, verifyPassword } from './password';
import { clearLoginAttempts, reserveLoginAttempt } from './throttle';
import { sessionVersionOf } from './session';
import { type AdminClaims, issueToken } from './tokens';

/**
 * Creates an Owner, or sets an existing account's password (the command-line
 * tool and the local seed): the account keeps its id and role, becomes
 * active, and every session it had ends.
 */
export async function saveAdmin(email: string, password: string): Promise<void> {
  if (password.length < minPasswordLength) throw new Error(`The password must have at least ${minPasswordLength} characters.`);
  const normalized = email.trim().toLowerCase();
  const existing = await repository.getRecord(keys.admin(normalized));
  const now = new Date().toISOString();
  await repository.putRecord(keys.admin(normalized), {
    ...existing,
    _id: typeof existing?._id === 'string' ? existing._id : crypto.randomUUID(),
    email: normalized,
    role: roleOf(existing?.role) ?? 'owner',
    status: 'active',
    passwordHash: await hashPassword(password),
    sessionVersion: existing ? sessionVersionOf(existing) + 1 : 0,
    createdAt: typeof existing?.createdAt === 'string' ? existing.createdAt : now,
    updatedAt: now,
    ...keys.adminListing(normalized),
  });
}

export async function adminExists(email: string): Promise<boolean> {
  return (await repository.getRecord(keys.admin(email))) !== null;
}

/**
 * A fresh token (same claims, new expiry) for the admin of a live one, while
 * the account still exists as the token named it: an admin removed, or
 * removed and created again, cannot extend an old session.
 */
export async function refreshSession(claims: AdminClaims): Promise<string> {
  const account = await repository.getRecord(keys.admin(claims.email));
  if (account === null || String(account._id) !== claims.sub) throw new HttpError(401, messages.unauthorized);
  return issueToken(claims);
}

/**
 * Checks a password only after the attempt has passed the throttle
 * (./throttle): parallel guesses cannot all be checked, and a throttled
 * client never blocks the owner's own.
 */
export async function logIn(email: string, password: string, client: string): Promise<string> {
  const who = { email, client };
  const wait = await reserveLoginAttempt(who);
  if (wait > 0) throw new HttpError(429, messages.loginThrottled, undefined, { 'retry-after': String(wait) });

  const account = await repository.getRecord(keys.admin(email));
  const hash = typeof account?.passwordHash === 'string' ? account.passwordHash : await decoyHash();
  const valid = (await verifyPassword(password, hash)) && account !== null;
  if (!valid) throw new HttpError(401, messages.loginInvalid);
  await clearLoginAttempts(who);
  const role = roleOf(account.role);
  if (role === null || account.status === 'invited') throw new HttpError(401, messages.loginInvalid);
  return issueToken({ sub: String(account._id), email: String(account.email), role, sv: sessionVersionOf(account) });
}
