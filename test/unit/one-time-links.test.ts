/** The pure parts of one-time links and account views: secrets, their hashes, expiry, what the screens may see. */
import { describe, expect, it } from 'vitest';
import { resetPasswordSchema } from '../../functions/contract/schemas/accounts';
import { validate } from '../../functions/contract/schemas/validate';
import { toAdminUser } from '../../functions/core/auth/accounts';
import { isExpired, linkHash, linkPath, newLinkSecret } from '../../functions/core/auth/one-time-links';

describe('one-time link secrets', () => {
  it('are 32 random bytes in the 43 base64url characters the forms accept, never the same twice', () => {
    const secrets = Array.from({ length: 200 }, newLinkSecret);
    expect(new Set(secrets).size).toBe(secrets.length);
    for (const secret of secrets) {
      expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
      expect(validate(resetPasswordSchema, { token: secret, password: 'long-enough-pw' }).ok).toBe(true);
    }
  });

  it('are stored as their SHA-256: the same secret always, a different one never, and no trace of the secret', () => {
    const secret = newLinkSecret();
    expect(linkHash(secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(linkHash(secret)).toBe(linkHash(secret));
    expect(linkHash(secret)).not.toBe(linkHash(newLinkSecret()));
    expect(linkHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('open the invitation and reset pages with the secret as their one query value', () => {
    expect(linkPath('invite', 'S3cret')).toBe('/admin/accept-invite?token=S3cret');
    expect(linkPath('reset', 'S3cret')).toBe('/admin/reset-password?token=S3cret');
  });
});

describe('link expiry', () => {
  const now = new Date('2026-03-01T12:00:00.000Z');
  const seconds = now.getTime() / 1000;
  it('is spent from its expiry second on, and without an expiry it never worked', () => {
    expect(isExpired(seconds + 1, now)).toBe(false);
    expect(isExpired(seconds, now)).toBe(true);
    expect(isExpired(seconds - 900, now)).toBe(true);
    expect(isExpired(undefined, now)).toBe(true);
    expect(isExpired(String(seconds + 60), now)).toBe(true);
  });
});

describe('accounts as the Users screen sees them', () => {
  const stored = {
    pk: 'ADMIN#a@example.com',
    _id: 'id-1',
    email: 'a@example.com',
    passwordHash: 'scrypt$…',
    linkHash: 'f'.repeat(64),
    sessionVersion: 3,
    status: 'invited',
    role: 'sales',
    invitedBy: 'owner@example.com',
    inviteExpiresAt: '2026-03-03T12:00:00.000Z',
  };

  it('never carry a password or link hash, and read an account from before roles as an active Owner', () => {
    expect(toAdminUser(stored)).toEqual({
      _id: 'id-1',
      email: 'a@example.com',
      role: 'sales',
      status: 'invited',
      invitedBy: 'owner@example.com',
      inviteExpiresAt: '2026-03-03T12:00:00.000Z',
    });
    expect(toAdminUser({ _id: 'id-2', email: 'old@example.com', passwordHash: 'x' })).toEqual({
      _id: 'id-2',
      email: 'old@example.com',
      role: 'owner',
      status: 'active',
    });
    expect(toAdminUser({ ...stored, role: 'superuser' })).toBeNull();
  });
});
