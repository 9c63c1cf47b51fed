/**
 * Double opt-in, signed links and subscriber deletion, through the
 * local stack: the mail is read back from the SES stand-in, as a reader would open it.
 */
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../functions/contract/audit';
import type { Subscriber } from '../../functions/contract/entities';
import { messages } from '../../functions/contract/messages';
import { newsletterMessages } from '../../functions/contract/newsletter-messages';
import { apiPath, routes } from '../../functions/contract/routes';
import * as repository from '../../functions/core/db/repository';
import { keys } from '../../functions/core/db/keys';
import { confirmSubject } from '../../functions/core/newsletter/mail';
import { signLink } from '../../functions/core/newsletter/tokens';
import { remailAfterMs, subscribe } from '../../functions/core/newsletter/subscribers';
import { useStack } from './harness';
import { asPerson } from './as-person';

const stack = useStack();

interface Mail {
  subject: string;
  destination: { to: string[] };
  body: { text: string };
  headers?: Array<{ name: string; value: string }>;
}

const newAddress = (name = 'reader') => `${name}.${crypto.randomUUID().slice(0, 8)}@example.com`;
const subscribeCall = (email: string) =>
  stack.call('POST', routes.newsletterSubscribe.path, { body: asPerson('newsletter', { email }), token: null });
const confirmCall = (token: string) => stack.call('POST', routes.confirmSubscription.path, { body: { token }, token: null });
const unsubscribeCall = (token: string) => stack.call('POST', routes.unsubscribe.path, { body: { token }, token: null });
const confirmationsTo = async (email: string) =>
  ((await stack.mails()) as Mail[]).filter((mail) => mail.subject === confirmSubject && mail.destination.to.includes(email));
/** The mail's first link (the confirm link) and the unsubscribe page's link, as a reader sees them. */
const linksIn = (mail: Mail) => [...mail.body.text.matchAll(/https?:\/\/\S+/g)].map((match) => new URL(match[0]));
const tokenOf = (url: URL) => url.searchParams.get('token') ?? '';
const listed = async () => (await repository.listAll<Subscriber>('SUBSCRIBER')).map((row) => row.email);
const pending = async () => (await repository.listAll<Subscriber>(keys.subscriberListing('', '', false).gsi1pk)).map((row) => row.email);
const listCount = async () => (await stack.call('GET', apiPath(routes.subscriberList, { page: 1 }))).body.data.count as number;

async function subscribeAndConfirm(email: string): Promise<Mail> {
  expect((await subscribeCall(email)).status).toBe(200);
  const [mail] = await confirmationsTo(email);
  if (!mail) throw new Error(`no confirmation mail to ${email}`);
  expect(await confirmCall(tokenOf(linksIn(mail)[0] as URL))).toMatchObject({ status: 200 });
  return mail;
}

describe('double opt-in', () => {
  // First in the file: the mail switch hangs new connections only, and no mail has opened one yet.
  it('answers with the spec’s failure text and confirms nothing when the mail cannot be sent', { timeout: 90_000 }, async () => {
    const email = newAddress();
    stack.server.mail.setMailDown(true);
    try {
      const answer = await subscribeCall(email);
      expect(answer).toMatchObject({ status: 503, body: { ack: 0, msg: messages.subscribeFailed } });
    } finally {
      stack.server.mail.setMailDown(false);
    }
    expect(await listed()).not.toContain(email);
    // The slot was freed: the next try mails at once.
    expect((await subscribeCall(email)).status).toBe(200);
    expect(await confirmationsTo(email)).toHaveLength(1);
  });
  it('stores a new address pending and mails it a confirmation link; only confirming lists and counts it', async () => {
    const email = newAddress();
    const before = await listCount();
    const answer = await subscribeCall(email.toUpperCase());
    expect(answer).toEqual({
      status: 200,
      body: { ack: 1, msg: messages.subscribed, message: messages.subscribed, detail: newsletterMessages.subscribeConfirmPrompt },
    });

    expect(await pending()).toContain(email);
    expect(await listed()).not.toContain(email);
    expect(await listCount()).toBe(before);

    const mails = await confirmationsTo(email);
    expect(mails).toHaveLength(1);
    const [confirmLink, unsubscribeLink] = linksIn(mails[0] as Mail);
    expect(confirmLink?.pathname).toBe('/newsletter/confirm');
    expect(unsubscribeLink?.pathname).toBe('/newsletter/unsubscribe');
    expect(confirmLink?.origin).toBe(stack.server.url);

    const confirmed = await confirmCall(tokenOf(confirmLink as URL));
    expect(confirmed).toEqual({
      status: 200,
      body: { ack: 1, msg: newsletterMessages.subscriptionConfirmed, message: newsletterMessages.subscriptionConfirmed },
    });
    expect(await listed()).toContain(email);
    expect(await pending()).not.toContain(email);
    expect(await listCount()).toBe(before + 1);
    const stored = await repository.getRecord(keys.entity('SUBSCRIBER', email));
    expect(stored).toMatchObject({ email, confirmedAt: expect.any(String) });
    expect(stored).not.toHaveProperty('expiresAt');

    const page = (await stack.call('GET', apiPath(routes.subscriberList, { page: 1 }))).body.data.list as Array<Record<string, unknown>>;
    expect(Object.keys(page.find((row) => row.email === email) ?? {}).sort()).toEqual(['_id', 'added_date', 'email']);

    const again = await confirmCall(tokenOf(confirmLink as URL));
    expect(again).toMatchObject({ status: 200, body: { ack: 1, msg: newsletterMessages.subscriptionAlreadyConfirmed } });
  });

  it('answers a confirmed address exactly as a new one, and sends it nothing', async () => {
    const email = newAddress();
    await subscribeAndConfirm(email);
    const answer = await subscribeCall(email);
    expect(answer.body).toEqual({
      ack: 1,
      msg: messages.subscribed,
      message: messages.subscribed,
      detail: newsletterMessages.subscribeConfirmPrompt,
    });
    expect(await confirmationsTo(email)).toHaveLength(1);
  });

  it('mails a pending address again at most once in ten minutes', async () => {
    const email = newAddress();
    await subscribeCall(email);
    const second = await subscribeCall(email);
    expect(second.body).toMatchObject({ ack: 1, msg: messages.subscribed });
    expect(await confirmationsTo(email)).toHaveLength(1);

    expect(await subscribe(email, Date.now() + remailAfterMs + 1000)).toBe('mailed');
    const mails = await confirmationsTo(email);
    expect(mails).toHaveLength(2);
    // Either link confirms: both were sent to the address.
    expect(await confirmCall(tokenOf(linksIn(mails[0] as Mail)[0] as URL))).toMatchObject({ status: 200 });
  });

  it('refuses an altered, expired or wrong-purpose token, and a link whose pending record is gone', async () => {
    const email = newAddress();
    await subscribeCall(email);
    const [mail] = await confirmationsTo(email);
    const token = tokenOf(linksIn(mail as Mail)[0] as URL);
    const [payload, mac] = token.split('.') as [string, string];
    const other = Buffer.from(JSON.stringify({ email: newAddress('victim'), purpose: 'confirm', exp: 4102444800 })).toString('base64url');
    const expired = await signLink(email, 'confirm', Date.now() - 8 * 86_400_000);
    const wrongPurpose = await signLink(email, 'unsubscribe');
    for (const bad of [`${other}.${mac}`, `${payload}.${mac.slice(1)}x`, expired, wrongPurpose, 'not-a-token']) {
      const answer = await confirmCall(bad);
      expect(answer, bad).toEqual({
        status: 400,
        body: {
          ack: 0,
          msg: newsletterMessages.newsletterLinkInvalid,
          message: newsletterMessages.newsletterLinkInvalid,
          error: newsletterMessages.newsletterLinkInvalid,
        },
      });
    }
    expect(await pending()).toContain(email);

    await repository.deleteById('SUBSCRIBER', email);
    expect(await confirmCall(token)).toMatchObject({ status: 400, body: { ack: 0, msg: newsletterMessages.confirmLinkExpired } });
    expect(await listed()).not.toContain(email);
  });

  it('refuses a malformed link body with 400', async () => {
    for (const body of [{}, { token: '' }, { token: 'a'.repeat(601) }, { token: 'has spaces' }, { token: 42 }]) {
      const answer = await stack.call('POST', routes.confirmSubscription.path, { body, token: null });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('unsubscribe', () => {
  it('carries the unsubscribe link and one-click headers in the mail; the link removes the address, twice is fine', async () => {
    const email = newAddress();
    const mail = await subscribeAndConfirm(email);
    const headers = Object.fromEntries((mail.headers ?? []).map(({ name, value }) => [name.toLowerCase(), value]));
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(headers['list-unsubscribe']).toMatch(/^<https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=[\w.-]+>$/);

    const token = tokenOf(linksIn(mail)[1] as URL);
    for (let i = 0; i < 2; i++) {
      const answer = await unsubscribeCall(token);
      expect(answer).toEqual({
        status: 200,
        body: { ack: 1, msg: newsletterMessages.unsubscribed, message: newsletterMessages.unsubscribed },
      });
    }
    expect(await listed()).not.toContain(email);
    expect(await repository.getRecord(keys.entity('SUBSCRIBER', email))).toBeNull();
  });

  it('works as RFC 8058 one-click: a form POST of List-Unsubscribe=One-Click to the header’s URL', async () => {
    const email = newAddress();
    const mail = await subscribeAndConfirm(email);
    const header = (mail.headers ?? []).find(({ name }) => name.toLowerCase() === 'list-unsubscribe')?.value ?? '';
    const url = new URL(header.slice(1, -1));
    const response = await fetch(`${stack.server.url}${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await listed()).not.toContain(email);
  });

  it('removes a pending address too, and refuses a confirm token or an altered one', async () => {
    const email = newAddress();
    await subscribeCall(email);
    const [mail] = await confirmationsTo(email);
    const [confirmLink, unsubscribeLink] = linksIn(mail as Mail);
    expect((await unsubscribeCall(tokenOf(confirmLink as URL))).status).toBe(400);
    expect((await unsubscribeCall(`${tokenOf(unsubscribeLink as URL)}x`)).body).toMatchObject({
      ack: 0,
      msg: newsletterMessages.newsletterLinkInvalid,
    });
    expect((await stack.call('POST', routes.unsubscribe.path, { body: {}, token: null })).status).toBe(400);
    expect(await pending()).toContain(email);
    expect((await unsubscribeCall(tokenOf(unsubscribeLink as URL))).status).toBe(200);
    expect(await pending()).not.toContain(email);
    expect(await confirmCall(tokenOf(confirmLink as URL))).toMatchObject({
      status: 400,
      body: { msg: newsletterMessages.confirmLinkExpired },
    });
  });
});

describe('delete subscriber (admin)', () => {
  const remove = (email: string, token?: string | null) => stack.call('DELETE', apiPath(routes.deleteSubscriber, { email }), { token });

  it('deletes one subscriber, answers 404 for an unknown one, and records the masked address in the audit log', async () => {
    const email = newAddress('gone');
    await subscribeAndConfirm(email);
    const answer = await remove(email.toUpperCase());
    expect(answer).toEqual({
      status: 200,
      body: { ack: 1, msg: newsletterMessages.subscriberDeleted, message: newsletterMessages.subscriberDeleted },
    });
    expect(await listed()).not.toContain(email);
    expect(await remove(email)).toMatchObject({ status: 404, body: { ack: 0, msg: newsletterMessages.subscriberNotFound } });
    expect((await remove('not an address')).status).toBe(404);

    const entries = (await repository.listAll<AuditEntry>('AUDIT')).filter((entry) => entry.action === 'subscriber-delete');
    const entry = entries.find((item) => item.itemTitle === `g***@example.com` && Date.now() - Date.parse(item.at) < 60_000);
    expect(entry).toMatchObject({ actor: 'admin@example.com', itemType: 'subscriber' });
    expect(JSON.stringify(entries)).not.toContain(email);
  });

  it('answers 401 without a session', async () => {
    expect((await remove(newAddress(), null)).status).toBe(401);
  });
});
