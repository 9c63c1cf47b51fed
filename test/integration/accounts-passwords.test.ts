/**
 * Passwords: a change needs the current password and ends
 * the user's other sessions; "forgot password" answers alike for any address
 * and mails a reset link that works once, for 15 minutes, and ends every
 * session. Invitations and roles are in ./accounts.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '../../functions/contract/messages';
import { routes } from '../../functions/contract/routes';
import { linkHash } from '../../functions/core/auth/one-time-links';
import { forgotAnswerMs, resetSubject } from '../../functions/core/auth/passwords';
import { keys, table } from '../../functions/core/db/keys';
import { getRecord, putRecord } from '../../functions/core/db/repository';
import { anotherSession, auditEntries, lastMailTo, linkFrom, mailRefused, mailsTo, signInAs, useStack } from './harness';

const stack = useStack();

const editorsRoute = routes.listUnpublished.path.replace('{kind}', 'news');
const signIn = (email: string, password: string) => stack.call('POST', routes.adminLogin.path, { body: { email, password }, token: null });
const forgot = (email: string) => stack.call('POST', routes.forgotPassword.path, { body: { email }, token: null });
const reset = (token: string, password: string) =>
  stack.call('POST', routes.resetPassword.path, { body: { token, password }, token: null });
const works = async (token: string) => (await stack.call('GET', editorsRoute, { token })).status;

/** The secret of the newest reset link mailed to this address. */
async function resetSecret(email: string): Promise<string> {
  const link = linkFrom(await lastMailTo(stack, email, resetSubject));
  expect(link.pathname).toBe('/admin/reset-password');
  return link.searchParams.get('token') ?? '';
}

// Every password check and change runs scrypt at its full cost (about a second each on a busy machine).
describe('changing a password', { timeout: 60_000 }, () => {
  it('needs the current password, ends the other sessions and answers a token that works', async () => {
    const user = await signInAs(stack, 'editor');
    const other = await anotherSession(user.email);
    const change = (currentPassword: string, token = user.token) =>
      stack.call('POST', routes.changePassword.path, { body: { currentPassword, newPassword: 'a-brand-new-password' }, token });

    const wrong = await change('not-my-password');
    expect(wrong).toMatchObject({
      status: 400,
      body: { msg: messages.currentPasswordWrong, errors: { currentPassword: messages.currentPasswordWrong } },
    });
    expect(await works(other)).toBe(200);

    const changed = await change(user.password);
    expect(changed).toMatchObject({ status: 200, body: { ack: 1, msg: messages.passwordChanged } });
    expect(await works(changed.body.token)).toBe(200);
    expect(await works(other)).toBe(401);
    expect(await works(user.token)).toBe(401);
    expect((await signIn(user.email, user.password)).status).toBe(401);
    expect((await signIn(user.email, 'a-brand-new-password')).status).toBe(200);
    expect((await auditEntries('password-change')).find((entry) => entry.actor === user.email)).toMatchObject({ itemTitle: user.email });
  });

  it('slows guesses of the current password as it slows sign-in guesses, without ending the session', async () => {
    const user = await signInAs(stack, 'sales');
    const change = (currentPassword: string) =>
      stack.call('POST', routes.changePassword.path, { body: { currentPassword, newPassword: 'a-guessed-new-one' }, token: user.token });
    for (let guess = 1; guess <= 5; guess++) expect((await change(`guess-number-${guess}`)).status).toBe(400);
    expect(await change(user.password)).toMatchObject({ status: 429, body: { msg: messages.loginThrottled } });
    expect((await stack.call('GET', routes.listAssignees.path, { token: user.token })).status).toBe(200);
  });
});

describe('forgot and reset', { timeout: 60_000 }, () => {
  it('answers the same, in about the same time, whether or not the address has an account; mails only an account', async () => {
    const user = await signInAs(stack, 'sales');
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await forgot(email);
      return { answer, ms: performance.now() - started };
    };
    // Interleaved, so a busy machine slows both alike; the medians are compared.
    const unknown: Array<Awaited<ReturnType<typeof timed>>> = [];
    const known: typeof unknown = [];
    for (let round = 0; round < 3; round++) {
      unknown.push(await timed('no.such.user@example.com'));
      known.push(await timed(user.email));
    }
    for (const { answer } of [...unknown, ...known]) {
      expect(answer).toEqual(known[0]!.answer);
      expect(answer).toMatchObject({ status: 200, body: { ack: 1, msg: messages.resetLinkSent } });
    }
    const median = (runs: typeof unknown) => runs.map((run) => run.ms).sort((a, b) => a - b)[1]!;
    console.log(
      `forgot password (median of 3): ${Math.round(median(unknown))} ms for an unknown address, ${Math.round(median(known))} ms for an account`,
    );
    expect(Math.min(...[...unknown, ...known].map((run) => run.ms))).toBeGreaterThanOrEqual(forgotAnswerMs - 5);
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(250);
    expect(await mailsTo(stack, 'no.such.user@example.com', resetSubject)).toHaveLength(0);
    expect(await mailsTo(stack, user.email, resetSubject)).toHaveLength(3);
  });

  it('resets once, within 15 minutes, and ends every session', async () => {
    const user = await signInAs(stack, 'editor');
    const other = await anotherSession(user.email);
    await forgot(user.email.toUpperCase());
    const secret = await resetSecret(user.email);
    const stored = await getRecord(keys.oneTimeToken(linkHash(secret)));
    expect(stored).toMatchObject({ purpose: 'reset', email: user.email });
    const lifetime = Number(stored?.[table.ttlAttribute]) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(14 * 60);
    expect(lifetime).toBeLessThanOrEqual(15 * 60 + 1);

    expect(await reset(secret, 'my-reset-password')).toMatchObject({ status: 200, body: { msg: messages.passwordReset } });
    expect(await works(user.token)).toBe(401);
    expect(await works(other)).toBe(401);
    expect((await signIn(user.email, user.password)).status).toBe(401);
    expect((await signIn(user.email, 'my-reset-password')).status).toBe(200);
    expect(await reset(secret, 'another-password')).toMatchObject({ status: 400, body: { msg: messages.linkInvalid } });
    expect((await auditEntries('password-reset')).find((entry) => entry.actor === user.email)).toMatchObject({ actorRole: 'editor' });
  });

  it('refuses an expired link and a link replaced by a newer one', async () => {
    const user = await signInAs(stack, 'sales');
    await forgot(user.email);
    const expired = await resetSecret(user.email);
    const key = keys.oneTimeToken(linkHash(expired));
    await putRecord(key, { ...(await getRecord(key)), [table.ttlAttribute]: Math.floor(Date.now() / 1000) - 1 });
    expect((await reset(expired, 'too-late-password')).body.msg).toBe(messages.linkInvalid);

    await forgot(user.email);
    const older = await resetSecret(user.email);
    await forgot(user.email);
    const newer = await resetSecret(user.email);
    expect((await reset(older, 'older-link-password')).status).toBe(400);
    expect((await reset(newer, 'newer-link-password')).status).toBe(200);
    expect((await signIn(user.email, 'newer-link-password')).status).toBe(200);
  });

  it('sends nothing to an invited address, and keeps its one answer when the mail fails', async () => {
    const invitee = 'invitee.forgets@example.com';
    expect((await stack.call('POST', routes.inviteAdmin.path, { body: { email: invitee, role: 'sales' } })).status).toBe(201);
    expect((await forgot(invitee)).body.msg).toBe(messages.resetLinkSent);
    expect(await mailsTo(stack, invitee, resetSubject)).toHaveLength(0);

    const user = await signInAs(stack, 'editor');
    const restore = mailRefused();
    try {
      expect(await forgot(user.email)).toMatchObject({ status: 200, body: { msg: messages.resetLinkSent } });
    } finally {
      restore();
    }
    expect(await mailsTo(stack, user.email, resetSubject)).toHaveLength(0);
    // The link that could not be sent is not left behind.
    const hash = String((await getRecord(keys.admin(user.email)))?.linkHash);
    expect(await getRecord(keys.oneTimeToken(hash))).toBeNull();
    expect(await works(user.token)).toBe(200);
  });
});
