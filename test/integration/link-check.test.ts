/**
 * Checking a one-time link before its page shows the form: the answer says
 * whether the link works and what for, nothing of the account, and the link
 * still works afterwards. Used, expired, replaced and unknown links answer
 * not valid; a malformed one 400.
 */
import { describe, expect, it } from 'vitest';
import { routes } from '../../functions/contract/routes';
import { inviteSubject } from '../../functions/core/auth/invitations';
import { linkHash } from '../../functions/core/auth/one-time-links';
import { resetSubject } from '../../functions/core/auth/passwords';
import { takeRecord } from '../../functions/core/auth/records';
import { keys, table } from '../../functions/core/db/keys';
import { getRecord, putRecord } from '../../functions/core/db/repository';
import { runAs } from '../../infra/local/iam/caller';
import { lastMailTo, linkFrom, signInAs, useStack } from './harness';

const stack = useStack();

const check = (token: unknown) => stack.call('POST', routes.checkLink.path, { body: { token }, token: null });
const secretIn = async (email: string, subject: string) =>
  linkFrom(await lastMailTo(stack, email, subject)).searchParams.get('token') ?? '';
const invite = async (email: string) => {
  expect((await stack.call('POST', routes.inviteAdmin.path, { body: { email, role: 'sales' } })).status).toBe(201);
  return secretIn(email, inviteSubject);
};
const valid = (purpose: string) => ({ status: 200, body: { ack: 1, data: { valid: true, purpose } } });
const invalid = { status: 200, body: { ack: 1, data: { valid: false } } };

// Accepting an invitation runs scrypt at its full cost (about a second on a busy machine).
describe('checking a one-time link', { timeout: 60_000 }, () => {
  it('answers an invitation valid without using it up; once accepted it is not valid', async () => {
    const email = `invited.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const secret = await invite(email);
    expect(await check(secret)).toEqual(valid('invite'));
    expect(await check(secret)).toEqual(valid('invite'));
    expect(await getRecord(keys.oneTimeToken(linkHash(secret)), { consistent: true })).not.toBeNull();

    const accepted = await stack.call('POST', routes.acceptInvite.path, {
      body: { token: secret, password: 'a-new-password-1' },
      token: null,
    });
    expect(accepted.status).toBe(200);
    expect(await check(secret)).toEqual(invalid);
  });

  it('answers a reset link valid for a reset; an expired, replaced or unknown link is not valid', async () => {
    const user = await signInAs(stack, 'editor');
    const forgot = () => stack.call('POST', routes.forgotPassword.path, { body: { email: user.email }, token: null });
    expect((await forgot()).status).toBe(200);
    const first = await secretIn(user.email, resetSubject);
    expect(await check(first)).toEqual(valid('reset'));

    // A newer link voids the older one.
    expect((await forgot()).status).toBe(200);
    const second = await secretIn(user.email, resetSubject);
    expect(second).not.toBe(first);
    expect(await check(first)).toEqual(invalid);
    expect(await check(second)).toEqual(valid('reset'));

    // Past its expiry (the TTL deletes late, so the record may still be there).
    const key = keys.oneTimeToken(linkHash(second));
    const link = await getRecord(key, { consistent: true });
    await putRecord(key, { ...link, [table.ttlAttribute]: Math.floor(Date.now() / 1000) - 1 });
    expect(await check(second)).toEqual(invalid);

    expect(await check('A'.repeat(43))).toEqual(invalid);
  });

  it('refuses a malformed link with 400', async () => {
    for (const token of ['', 'short', 'A'.repeat(44), 'A'.repeat(42) + '!', 42, null]) {
      const answer = await check(token);
      expect(answer.status, String(token)).toBe(400);
      expect(answer.body.ack).toBe(0);
    }
    expect((await stack.call('POST', routes.checkLink.path, { body: 'not json', token: null })).status).toBe(400);
  });

  it('runs under grants that read the link and cannot take it', async () => {
    const email = `grants.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const secret = await invite(email);
    expect(routes.checkLink.grants).toEqual({ table: expect.objectContaining({ actions: ['GetItem'] }) });
    await expect(runAs('checkLink', () => takeRecord(keys.oneTimeToken(linkHash(secret))))).rejects.toMatchObject({
      name: 'AccessDeniedException',
    });
    expect(await check(secret)).toEqual(valid('invite'));
  });
});
