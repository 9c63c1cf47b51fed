/**
 * Admin users: invitations by one-time link, role changes
 * and removals that apply on the user's next call, the last-Owner guards, and
 * what sign-ins record. Passwords are in ./accounts-passwords.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '../../functions/contract/messages';
import { routes } from '../../functions/contract/routes';
import { hashPassword } from '../../functions/core/auth/password';
import { linkHash } from '../../functions/core/auth/one-time-links';
import { inviteSubject } from '../../functions/core/auth/invitations';
import { keys, table } from '../../functions/core/db/keys';
import { getRecord, putRecord } from '../../functions/core/db/repository';
import { admin, auditEntries, lastMailTo, linkFrom, mailRefused, mailsTo, signInAs, useStack } from './harness';

const stack = useStack();

const usersPath = routes.listAdmins.path;
const userPath = (email: string) => routes.updateAdminRole.path.replace('{email}', encodeURIComponent(email));
const editorsRoute = routes.listUnpublished.path.replace('{kind}', 'news');
const salesRoute = routes.contactList.path.replace('{page}', '1');

const invite = (email: string, role: string, token?: string) => stack.call('POST', usersPath, { body: { email, role }, token });
const accept = (token: string | null, password = 'a-new-password-1') =>
  stack.call('POST', routes.acceptInvite.path, { body: { token, password }, token: null });
const signIn = (email: string, password: string) => stack.call('POST', routes.adminLogin.path, { body: { email, password }, token: null });

/** The secret of the newest invitation mailed to this address. */
async function invitationSecret(email: string): Promise<string> {
  const link = linkFrom(await lastMailTo(stack, email, inviteSubject));
  expect(link.pathname).toBe('/admin/accept-invite');
  return link.searchParams.get('token') ?? '';
}

// Every sign-in and password set runs scrypt at its full cost (about a second each on a busy machine).
describe('invitations', { timeout: 60_000 }, () => {
  it('invites by mail; the invitee sets a password once, is signed in with the role, and the log says so', async () => {
    const email = 'new.editor@example.com';
    const invited = await invite('New.Editor@Example.com', 'editor');
    expect(invited.status).toBe(201);
    expect(invited.body.data).toMatchObject({ email, role: 'editor', status: 'invited', invitedBy: admin.email });
    expect(Date.parse(invited.body.data.inviteExpiresAt) - Date.now()).toBeGreaterThan(47.9 * 3_600_000);

    const secret = await invitationSecret(email);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(linkFrom(await lastMailTo(stack, email, inviteSubject)).origin).toBe(new URL(stack.server.url).origin);
    // Only the hash is stored: neither the link item nor the account holds the secret.
    const stored = await getRecord(keys.oneTimeToken(linkHash(secret)));
    expect(stored).toMatchObject({ purpose: 'invite', email });
    const account = await getRecord(keys.admin(email));
    expect(JSON.stringify([stored, account])).not.toContain(secret);
    expect(account?.passwordHash).toBeUndefined();

    const listed = await stack.call('GET', usersPath);
    expect(listed.body.data).toContainEqual(expect.objectContaining({ email, status: 'invited', role: 'editor' }));
    expect((await signIn(email, 'a-new-password-1')).status).toBe(401);

    const joined = await accept(secret);
    expect(joined.status).toBe(200);
    expect((await stack.call('GET', editorsRoute, { token: joined.body.token })).status).toBe(200);
    const refused = await stack.call('GET', salesRoute, { token: joined.body.token });
    expect(refused).toMatchObject({ status: 403, body: { msg: messages.forbidden } });
    expect(await getRecord(keys.oneTimeToken(linkHash(secret)))).toBeNull();

    const again = await accept(secret, 'another-password-2');
    expect(again).toMatchObject({ status: 400, body: { msg: messages.linkInvalid } });
    expect((await signIn(email, 'a-new-password-1')).status).toBe(200);
    expect((await stack.call('GET', usersPath)).body.data).toContainEqual(expect.objectContaining({ email, status: 'active' }));

    expect((await auditEntries('user-invite')).find((entry) => entry.itemTitle === email)).toMatchObject({
      actor: admin.email,
      itemType: 'user',
      itemId: account?._id,
      detail: 'Editor',
    });
    expect((await auditEntries('user-join')).find((entry) => entry.itemTitle === email)).toMatchObject({
      actor: email,
      actorRole: 'editor',
    });
  });

  it('refuses an expired link (the TTL deletes late, so the expiry is checked on use)', async () => {
    const email = 'late.joiner@example.com';
    expect((await invite(email, 'sales')).status).toBe(201);
    const secret = await invitationSecret(email);
    const key = keys.oneTimeToken(linkHash(secret));
    const stored = await getRecord(key);
    await putRecord(key, { ...stored, [table.ttlAttribute]: Math.floor(Date.now() / 1000) - 1 });
    expect(await accept(secret)).toMatchObject({ status: 400, body: { msg: messages.linkInvalid } });
    expect((await getRecord(keys.admin(email)))?.status).toBe('invited');
  });

  it('renews a pending invitation: the newer link works, the older one no longer', async () => {
    const email = 'twice.invited@example.com';
    const first = await invite(email, 'sales');
    const older = await invitationSecret(email);
    const second = await invite(email, 'editor');
    expect(second.status).toBe(201);
    expect(second.body.data).toMatchObject({ _id: first.body.data._id, role: 'editor', status: 'invited' });
    const newer = await invitationSecret(email);
    expect(newer).not.toBe(older);
    expect((await accept(older)).status).toBe(400);
    expect((await accept(newer)).status).toBe(200);
  });

  it('answers 409 for an address that already has an account, and 400 for a link that was never issued', async () => {
    expect(await invite(admin.email, 'sales')).toMatchObject({ status: 409, body: { msg: messages.accountExists } });
    expect((await accept('A'.repeat(43))).body.msg).toBe(messages.linkInvalid);
  });

  it('leaves nothing behind when the invitation mail cannot be sent, and says so', async () => {
    const pending = 'pending.renewal@example.com';
    expect((await invite(pending, 'sales')).status).toBe(201);
    const stillValid = await invitationSecret(pending);
    const before = (await mailsTo(stack, pending, inviteSubject)).length;
    const restore = mailRefused();
    try {
      const fresh = await invite('never.sent@example.com', 'editor');
      expect(fresh).toMatchObject({ status: 502, body: { msg: messages.mailNotSent } });
      expect(await getRecord(keys.admin('never.sent@example.com'))).toBeNull();
      expect((await invite(pending, 'editor')).status).toBe(502);
    } finally {
      restore();
    }
    expect(await mailsTo(stack, pending, inviteSubject)).toHaveLength(before);
    expect(await getRecord(keys.admin(pending))).toMatchObject({ role: 'sales', linkHash: linkHash(stillValid) });
    expect((await accept(stillValid)).status).toBe(200);
  });
});

describe('roles and removal', { timeout: 60_000 }, () => {
  it('applies a role change on the next call of the user, with the same token', async () => {
    const editor = await signInAs(stack, 'editor');
    expect((await stack.call('GET', editorsRoute, { token: editor.token })).status).toBe(200);
    const changed = await stack.call('PUT', userPath(editor.email), { body: { role: 'sales' } });
    expect(changed).toMatchObject({ status: 200, body: { data: { email: editor.email, role: 'sales' } } });
    expect(await stack.call('GET', editorsRoute, { token: editor.token })).toMatchObject({
      status: 403,
      body: { msg: messages.forbidden },
    });
    expect((await stack.call('GET', salesRoute, { token: editor.token })).status).toBe(200);
    expect((await auditEntries('user-role')).find((entry) => entry.itemTitle === editor.email)?.detail).toBe('Editor → Sales');
    // The refreshed token carries the role the account has now (the SPA's menus read it).
    const refreshed = await stack.call('POST', routes.refreshSession.path, { token: editor.token });
    const claims = JSON.parse(Buffer.from(refreshed.body.token.split('.')[1], 'base64url').toString());
    expect(claims.role).toBe('sales');
  });

  it('ends the sessions of a removed user and forgets their pending link', async () => {
    const sales = await signInAs(stack, 'sales');
    expect((await stack.call('GET', salesRoute, { token: sales.token })).status).toBe(200);
    expect(await stack.call('DELETE', userPath(sales.email))).toMatchObject({ status: 200, body: { msg: messages.userRemoved } });
    expect((await stack.call('GET', salesRoute, { token: sales.token })).status).toBe(401);
    expect((await stack.call('GET', usersPath)).body.data.map((user: { email: string }) => user.email)).not.toContain(sales.email);
    expect((await stack.call('DELETE', userPath(sales.email))).status).toBe(404);
    expect((await auditEntries('user-remove')).find((entry) => entry.itemTitle === sales.email)).toMatchObject({ actor: admin.email });

    const email = 'withdrawn@example.com';
    await invite(email, 'editor');
    const secret = await invitationSecret(email);
    expect((await stack.call('DELETE', userPath(email))).status).toBe(200);
    expect(await getRecord(keys.oneTimeToken(linkHash(secret)))).toBeNull();
    expect((await accept(secret)).status).toBe(400);
  });

  it('keeps an Owner: the last one can be neither demoted nor removed, and no Owner removes themselves', async () => {
    expect(await stack.call('PUT', userPath(admin.email), { body: { role: 'editor' } })).toMatchObject({
      status: 409,
      body: { msg: messages.lastOwner },
    });
    expect(await stack.call('DELETE', userPath(admin.email))).toMatchObject({ status: 409, body: { msg: messages.lastOwner } });
    const second = await signInAs(stack, 'owner');
    expect(await stack.call('DELETE', userPath(admin.email))).toMatchObject({ status: 409, body: { msg: messages.cannotRemoveSelf } });
    expect((await stack.call('PUT', userPath(second.email), { body: { role: 'sales' } })).status).toBe(200);
    expect((await stack.call('GET', usersPath, { token: second.token })).status).toBe(403);
    expect((await stack.call('DELETE', userPath(second.email))).status).toBe(200);
    expect((await stack.call('PUT', userPath('nobody@example.com'), { body: { role: 'sales' } })).status).toBe(404);
  });

  it('lists Owners first, and offers only active Owners and Sales users as assignees', async () => {
    const users: Array<{ email: string; role: string; status: string }> = (await stack.call('GET', usersPath)).body.data;
    expect(users[0]).toMatchObject({ email: admin.email, role: 'owner' });
    expect(JSON.stringify(users)).not.toMatch(/passwordHash|linkHash|scrypt/);
    const assignees: Array<{ email: string; role: string }> = (await stack.call('GET', routes.listAssignees.path)).body.data;
    const active = users.filter((user) => user.status === 'active' && user.role !== 'editor').map(({ email, role }) => ({ email, role }));
    expect(assignees).toEqual(active.sort((a, b) => a.email.localeCompare(b.email)));
  });
});

describe('sign-in records', { timeout: 60_000 }, () => {
  it('records sign-ins and failed ones (an unknown address masked), and keeps the last sign-in', async () => {
    const user = await signInAs(stack, 'sales');
    expect((await getRecord(keys.admin(user.email)))?.lastSignInAt).toEqual(expect.any(String));
    expect((await auditEntries('sign-in')).find((entry) => entry.actor === user.email)).toMatchObject({ actorRole: 'sales' });
    expect((await signIn(user.email, 'not-the-password')).status).toBe(401);
    expect((await signIn('stranger.visitor@example.org', 'whatever-it-is')).status).toBe(401);
    const failed = (await auditEntries('sign-in-failed')).map((entry) => entry.actor);
    expect(failed).toContain(user.email);
    expect(failed).toContain('s***@example.org');
    expect(JSON.stringify(failed)).not.toContain('stranger.visitor');
  });

  it('gives an account stored before roles its Owner role and a place in the Users list at its next sign-in', async () => {
    const email = 'old.admin@example.com';
    await putRecord(keys.admin(email), {
      _id: crypto.randomUUID(),
      email,
      passwordHash: await hashPassword('an-old-password'),
      createdAt: '2024-01-02T03:04:05.000Z',
    });
    const emails = async () => (await stack.call('GET', usersPath)).body.data.map((user: { email: string }) => user.email);
    expect(await emails()).not.toContain(email);
    expect((await signIn(email, 'an-old-password')).status).toBe(200);
    expect((await stack.call('GET', usersPath)).body.data).toContainEqual(
      expect.objectContaining({ email, role: 'owner', status: 'active' }),
    );
  });
});
