/**
 * Admin accounts and sign-in. Unknown e-mails and wrong passwords answer alike
 * and take as long; five failures in 15 minutes lock the e-mail for the rest
 * of that window (the attempts record expires through the table's TTL).
 */
import { messages } from '../../contract/messages';
import { keys } from '../db/keys';
import * as repository from '../db/repository';
import { HttpError } from '../http/errors';
import { decoyHash, hashPassword, verifyPassword } from './password';
import { issueToken } from './tokens';

const maxFailures = 5;
const lockSeconds = 15 * 60;
const minPasswordLength = 10;

export async function saveAdmin(email: string, password: string): Promise<void> {
  if (password.length < minPasswordLength) throw new Error(`The password must have at least ${minPasswordLength} characters.`);
  const normalized = email.trim().toLowerCase();
  const existing = await repository.getRecord(keys.admin(normalized));
  await repository.putRecord(keys.admin(normalized), {
    _id: typeof existing?._id === 'string' ? existing._id : crypto.randomUUID(),
    email: normalized,
    passwordHash: await hashPassword(password),
    updatedAt: new Date().toISOString(),
  });
  await repository.deleteRecord(keys.loginAttempts(normalized));
}

export async function adminExists(email: string): Promise<boolean> {
  return (await repository.getRecord(keys.admin(email))) !== null;
}

export async function logIn(email: string, password: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const attempts = await repository.getRecord(keys.loginAttempts(email));
  // The local stand-in never expires items, so the expiry is checked here too.
  const locked = attempts && Number(attempts.expiresAt) > now && Number(attempts.failures) >= maxFailures;
  if (locked) throw new HttpError(429, messages.loginLocked);

  const account = await repository.getRecord(keys.admin(email));
  const hash = typeof account?.passwordHash === 'string' ? account.passwordHash : await decoyHash();
  const valid = (await verifyPassword(password, hash)) && account !== null;
  if (!valid) {
    if (attempts && Number(attempts.expiresAt) <= now) await repository.deleteRecord(keys.loginAttempts(email));
    await repository.incrementRecord(keys.loginAttempts(email), 'failures', now + lockSeconds);
    throw new HttpError(401, messages.loginInvalid);
  }
  if (attempts) await repository.deleteRecord(keys.loginAttempts(email));
  return issueToken({ sub: String(account._id), email: String(account.email) });
}
