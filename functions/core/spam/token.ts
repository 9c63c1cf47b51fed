/**
 * The form token: proof that a submission came from our page and how long
 * after the visitor first touched the form. The pages are static, so the form
 * asks for it (POST /api/forms/token) on first use; it is `<payload>.<mac>`,
 * the payload naming the form and the moment it was issued, the MAC an
 * HMAC-SHA256 under a key derived from the site's signing key (its own
 * purpose, so a form token is never a session token, and the reverse).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { GuardedForm } from '../../contract/spam';

interface Payload {
  form: GuardedForm;
  issuedAt: number;
}

/** What a submission's token says: missing, not ours (forged, for another form, expired) or when the form was first used. */
export type TokenCheck = { state: 'missing' } | { state: 'invalid' } | { state: 'valid'; issuedAt: number };

const purpose = 'form-token-v1';
const macOf = (key: Uint8Array, payload: string) =>
  createHmac('sha256', createHmac('sha256', key).update(purpose).digest()).update(payload).digest();

export function signFormToken(key: Uint8Array, form: GuardedForm, issuedAt: number): string {
  const payload = Buffer.from(JSON.stringify({ form, issuedAt } satisfies Payload)).toString('base64url');
  return `${payload}.${macOf(key, payload).toString('base64url')}`;
}

export function checkFormToken(key: Uint8Array, token: string | undefined, form: GuardedForm, now: number, maxAgeMs: number): TokenCheck {
  if (!token) return { state: 'missing' };
  const [payload, mac, extra] = token.split('.');
  if (!payload || !mac || extra !== undefined) return { state: 'invalid' };
  const expected = macOf(key, payload);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { state: 'invalid' };
  let parsed: Partial<Payload>;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Payload>;
  } catch {
    return { state: 'invalid' };
  }
  const issuedAt = parsed.issuedAt;
  if (parsed.form !== form || typeof issuedAt !== 'number' || issuedAt > now + 60_000 || now - issuedAt > maxAgeMs)
    return { state: 'invalid' };
  return { state: 'valid', issuedAt };
}
