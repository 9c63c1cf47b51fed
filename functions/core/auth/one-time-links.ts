/**
 * One-time links: an invitation (48 hours) or a password reset
 * (15 minutes). The secret travels only in the mail; the table keeps its
 * SHA-256 (TOKEN#<hash>), so reading the table yields no working link.
 * Redeeming deletes the item and only the caller whose delete removed it goes
 * on (the link works once); the expiry is checked here, since the TTL deletes
 * late. The account keeps the hash of its newest link (`linkHash`): a newer
 * link makes every older one of the same account useless.
 */
import { createHash, randomBytes } from 'node:crypto';
import { messages } from '../../contract/messages';
import { keys, table } from '../db/keys';
import * as repository from '../db/repository';
import { HttpError } from '../http/errors';
import { takeRecord } from './records';

export type LinkPurpose = 'invite' | 'reset';

const pages: Record<LinkPurpose, string> = { invite: '/admin/accept-invite', reset: '/admin/reset-password' };

/** 32 random bytes, base64url: the 43 characters the forms' `linkToken` accepts. */
export const newLinkSecret = (): string => randomBytes(32).toString('base64url');

/** What the table stores instead of the secret. */
export const linkHash = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** The site path a link opens (made absolute by the mail). */
export const linkPath = (purpose: LinkPurpose, secret: string): string => `${pages[purpose]}?token=${secret}`;

/** A stored link is spent once its expiry (epoch seconds, the TTL attribute) is reached; one without an expiry never worked. */
export const isExpired = (expiresAt: unknown, now: Date): boolean => typeof expiresAt !== 'number' || expiresAt * 1000 <= now.getTime();

export interface IssuedLink {
  secret: string;
  hash: string;
  expiresAt: Date;
}

/** Stores a new link for the account; the caller records its hash on the account (which voids the older one). */
export async function createLink(
  purpose: LinkPurpose,
  account: { _id: string; email: string },
  lifetimeMs: number,
  now = new Date(),
): Promise<IssuedLink> {
  const secret = newLinkSecret();
  const hash = linkHash(secret);
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  await repository.putRecord(keys.oneTimeToken(hash), {
    purpose,
    email: account.email,
    accountId: account._id,
    [table.ttlAttribute]: Math.ceil(expiresAt.getTime() / 1000),
  });
  return { secret, hash, expiresAt };
}

/** Deletes a link by its hash (an account's `linkHash`), if there is one. */
export async function discardLink(hash: unknown): Promise<void> {
  if (typeof hash === 'string' && /^[0-9a-f]{64}$/.test(hash)) await repository.deleteRecord(keys.oneTimeToken(hash));
}

/** The account a stored link still works for, or null: unknown, expired, or no longer the account's newest. */
async function liveAccount(hash: string, link: Record<string, unknown> | null, now: Date): Promise<Record<string, unknown> | null> {
  if (link === null || typeof link.email !== 'string' || isExpired(link[table.ttlAttribute], now)) return null;
  const account = await repository.getRecord(keys.admin(link.email), { consistent: true });
  return account !== null && account._id === link.accountId && account.linkHash === hash ? account : null;
}

/**
 * Uses a link up: answers the account it was made for, as stored now, or 400
 * when the link is unknown, used, expired, of another purpose, or no longer
 * the account's newest.
 */
export async function redeemLink(secret: string, purpose: LinkPurpose, now = new Date()): Promise<Record<string, unknown>> {
  const hash = linkHash(secret);
  const link = await takeRecord(keys.oneTimeToken(hash));
  const account = link?.purpose === purpose ? await liveAccount(hash, link, now) : null;
  if (account === null) throw new HttpError(400, messages.linkInvalid);
  return account;
}

/**
 * What a link's page asks before it shows its form: the purpose of a link
 * that redeeming would accept now, or null. It only reads, so the link still
 * works afterwards; it answers nothing about the account.
 */
export async function checkLink(secret: string, now = new Date()): Promise<LinkPurpose | null> {
  const hash = linkHash(secret);
  const link = await repository.getRecord(keys.oneTimeToken(hash), { consistent: true });
  const purpose = link?.purpose;
  if (purpose !== 'invite' && purpose !== 'reset') return null;
  return (await liveAccount(hash, link, now)) ? purpose : null;
}
