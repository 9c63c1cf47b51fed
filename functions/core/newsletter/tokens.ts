/**
 * The newsletter's signed links: confirm and unsubscribe carry the
 * address in a token the site signs, so no token table is needed and an
 * unsubscribe link keeps working for as long as the address is on the list.
 *
 * Format: base64url(JSON payload) "." base64url(HMAC-SHA256). The MAC key is
 * derived from the site's JWT secret with a label of its own, so a MAC made
 * here can never stand in for a session token's signature (or the reverse).
 * node:crypto, not jose: the public functions stay small.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { signingKey } from '../auth/signing-key';

export type LinkPurpose = 'confirm' | 'unsubscribe';

/** How long a confirmation link works; the pending record lives as long (./subscribers). */
export const confirmLinkDays = 7;

interface Payload {
  email: string;
  purpose: LinkPurpose;
  /** Expiry, epoch seconds; absent: never (unsubscribe). */
  exp?: number;
}

let linkKey: Promise<Buffer> | undefined;

function key(): Promise<Buffer> {
  linkKey ??= signingKey()
    .then((secret) => createHmac('sha256', secret).update('newsletter-link-v1').digest())
    .catch((error: unknown) => {
      linkKey = undefined;
      throw error;
    });
  return linkKey;
}

const mac = async (payload: string) =>
  createHmac('sha256', await key())
    .update(payload)
    .digest();

/** A signed link token for one address; confirm links expire after confirmLinkDays. */
export async function signLink(email: string, purpose: LinkPurpose, now = Date.now()): Promise<string> {
  const payload: Payload = { email, purpose };
  if (purpose === 'confirm') payload.exp = Math.floor(now / 1000) + confirmLinkDays * 86_400;
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encoded}.${(await mac(encoded)).toString('base64url')}`;
}

/** The address a token was signed for, or null when it is malformed, altered, expired or made for another purpose. */
export async function verifyLink(token: string, purpose: LinkPurpose, now = Date.now()): Promise<string | null> {
  const [encoded, signature, extra] = token.split('.');
  if (!encoded || !signature || extra !== undefined) return null;
  // Compared as text: base64url decoding ignores a last character's spare bits, so bytes alone would accept a variant.
  const expected = Buffer.from((await mac(encoded)).toString('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const payload = parse(encoded);
  if (!payload || payload.purpose !== purpose) return null;
  if (payload.exp !== undefined && payload.exp * 1000 <= now) return null;
  return payload.email;
}

function parse(encoded: string): Payload | null {
  try {
    const value = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Partial<Payload> | null;
    if (typeof value?.email !== 'string' || typeof value.purpose !== 'string') return null;
    if (value.exp !== undefined && typeof value.exp !== 'number') return null;
    return value as Payload;
  } catch {
    return null;
  }
}

/** Tests: forget the derived key after the secret changes. */
export function forgetLinkKey(): void {
  linkKey = undefined;
}
