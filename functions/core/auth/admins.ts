/**
 * Admin accounts and sign-in. Unknown e-mails and wrong passwords answer alike
 * and take as long; attempts are throttled per client and per account with a
 * growing wait (./throttle), never by locking the account.
 */
import { minPasswordLength } from '../../contract/accounts';
import { maskEmail } from '../../contract/audit';
import { messages } from '../../contract/messages';
import { roleOf, type Role } from '../../contract/roles';
import { recordAudit } from '../audit/audit';
import { keys } from '../db/keys';
import * as repository from '../db/repository';
import { HttpError } from '../http/errors';
import { decoyHash, hashPassword, verifyPassword } from './password';
import { clearLoginAttempts, reserveLoginAttempt } from './throttle';
import { sessionVersionOf } from './session';
import { issueToken } from './tokens';

/**
 * Creates an Owner (or a user of the given role), or sets an existing
 * account's password (the command-line tool and the local seed): the account
 * keeps its id and its role unless one is given, becomes active, and every
 * session it had ends.
 */
export async function saveAdmin(email: string, password: string, role?: Role): Promise<void> {
  if (password.length < minPasswordLength) throw new Error(`The password must have at least ${minPasswordLength} characters.`);
  const normalized = email.trim().toLowerCase();
  const existing = await repository.getRecord(keys.admin(normalized));
  const now = new Date().toISOString();
  await repository.putRecord(keys.admin(normalized), {
    ...existing,
    _id: typeof existing?._id === 'string' ? existing._id : crypto.randomUUID(),
    email: normalized,
    role: role ?? roleOf(existing?.role) ?? 'owner',
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
 * Checks a password only after the attempt has passed the throttle
 * (./throttle): parallel guesses cannot all be checked, and a throttled
 * client never blocks the owner's own. Every checked attempt is in the audit
 * log: a failed one under the address tried (masked when no account has it,
 * since that may be a visitor's mistyped address), a success under the
 * account, whose last sign-in is kept and whose role and list-index keys are
 * written if it predates them (accounts created before roles join the Users
 * list on their next sign-in).
 */
export async function logIn(email: string, password: string, client: string, now = new Date()): Promise<string> {
  const address = email.trim().toLowerCase();
  const who = { email: address, client };
  const wait = await reserveLoginAttempt(who);
  if (wait > 0) throw new HttpError(429, messages.loginThrottled, undefined, { 'retry-after': String(wait) });

  const account = await repository.getRecord(keys.admin(address));
  const hash = typeof account?.passwordHash === 'string' ? account.passwordHash : await decoyHash();
  const valid = (await verifyPassword(password, hash)) && account !== null;
  const role = account ? roleOf(account.role) : null;
  if (!valid || role === null || account.status === 'invited') {
    await recordAudit({ email: account ? address : maskEmail(address) }, { action: 'sign-in-failed' }, now);
    throw new HttpError(401, messages.loginInvalid);
  }
  await clearLoginAttempts(who);
  await repository.setRecordIf(
    keys.admin(address),
    { lastSignInAt: now.toISOString(), role, ...keys.adminListing(address) },
    { _id: account._id },
  );
  await recordAudit({ email: address, role }, { action: 'sign-in' }, now);
  return issueToken({ sub: String(account._id), email: address, role, sv: sessionVersionOf(account) });
}
