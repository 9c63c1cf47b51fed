/**
 * Spam signals and Not spam: each signal lands a message in Spam with its
 * reason and no mail, a person's message is New with its mail, the visitor's
 * answer is the same bytes either way, and sales can bring a message back or
 * block its sender. Runs the real routes under their own grants.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { apiPath, routes } from '../../functions/contract/routes';
import { getById, getRecord, listAll } from '../../functions/core/db/repository';
import { keys } from '../../functions/core/db/keys';
import { asPerson } from './as-person';
import { eventually } from './eventually';
import { auditEntries, useStack } from './harness';

const stack = useStack();

let serial = 0;
const contact = (change: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    name: `Spam Test ${serial}`,
    emailAddress: `sender${serial}-${crypto.randomUUID().slice(0, 6)}@example.org`,
    contactNo: '9876543210',
    message: 'We would like a quote for a React team.',
    terms: true,
    ...change,
  };
};

/** Posts raw (as a bot: whatever body it is given) and answers the stored enquiry and the answer's exact bytes. */
async function post(body: Record<string, unknown>) {
  const response = await fetch(`${stack.server.url}${routes.contactMail.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const stored = (await listAll<Record<string, unknown>>('CONTACT')).find((lead) => lead.name === body.name) ?? null;
  return { status: response.status, text, stored };
}

const spamMails = async (name: string) => (await stack.mails()).filter((mail) => mail.subject === `New contact message from ${name}`);

afterEach(() => {
  delete process.env.SPAM_MIN_FILL_MS;
  process.env.SPAM_RATE_MAX = '100000';
});

describe('spam signals and Not spam', () => {
  it('stores a person’s message as New with its mail, and each signal as Spam with its reason and no mail, answering the same bytes', async () => {
    const real = await post(asPerson('contact', contact()));
    expect(real.status).toBe(200);
    // Queued on the way in; the local mail worker may already have sent it.
    expect(['queued', 'sent']).toContain(real.stored?.mailStatus);
    expect(real.stored?.leadStatus).toBeUndefined();
    expect(real.stored).not.toHaveProperty('formToken');
    expect(real.stored).not.toHaveProperty('website');

    const cases: Array<[string, Record<string, unknown>]> = [
      ['no-token', contact()],
      ['bad-token', { ...contact(), formToken: 'forged.token' }],
      ['honeypot', { ...asPerson('contact', contact()), website: 'https://cheap.example' }],
      ['too-fast', asPerson('contact', contact(), 200)],
      ['link-in-name', asPerson('contact', contact({ name: `Buy now www.pills${serial}.example` }))],
      ['only-links', asPerson('contact', contact({ message: 'https://cheap.example/a https://cheap.example/b' }))],
      ['disposable-domain', asPerson('contact', contact({ emailAddress: `bot${serial}@mailinator.com` }))],
    ];
    for (const [reason, body] of cases) {
      const sent = await post(body);
      expect(sent.status, reason).toBe(200);
      expect(sent.text, reason).toBe(real.text);
      expect(sent.stored, reason).toMatchObject({ leadStatus: 'spam', spamReasons: [reason] });
      expect(sent.stored?.mailStatus, reason).toBeUndefined();
    }
    await eventually(async () => (await spamMails(String(real.stored?.name))).length === 1, { what: 'the real message’s mail' });
    for (const [, body] of cases) expect(await spamMails(String(body.name))).toEqual([]);
  });

  it('issues a token through its route that passes once the fill time is over, and not before', async () => {
    process.env.SPAM_MIN_FILL_MS = '60000';
    const issued = await stack.call('POST', routes.formToken.path, { body: { form: 'contact' }, token: null });
    expect(issued.status).toBe(200);
    const quick = await post({ ...contact(), formToken: issued.body.data.token, website: '' });
    expect(quick.stored).toMatchObject({ leadStatus: 'spam', spamReasons: ['too-fast'] });
    process.env.SPAM_MIN_FILL_MS = '0';
    const later = await post({ ...contact(), formToken: issued.body.data.token, website: '' });
    expect(later.stored?.leadStatus).toBeUndefined();
    const other = await post({
      ...contact(),
      formToken: (await stack.call('POST', routes.formToken.path, { body: { form: 'hire' }, token: null })).body.data.token,
    });
    expect(other.stored).toMatchObject({ spamReasons: ['bad-token'] });
    expect((await stack.call('POST', routes.formToken.path, { body: { form: 'orders' }, token: null })).status).toBe(400);
  });

  it('counts per address and per client: past the limit, messages land in Spam', async () => {
    process.env.SPAM_RATE_MAX = '2';
    const emailAddress = `rate-${crypto.randomUUID().slice(0, 8)}@example.org`;
    const reasons = [];
    for (let i = 0; i < 3; i++) reasons.push((await post(asPerson('contact', contact({ emailAddress })))).stored?.spamReasons);
    // Earlier tests in this file already used this client's window, so the client counter is past 2 as well.
    expect(reasons[0] ?? []).not.toContain('address-rate');
    expect(reasons[2]).toContain('address-rate');
    expect(reasons[2]).toContain('client-rate');
  });

  it('blocks a sender (listed, audited, masked), lands their messages in Spam, and unblocks them', async () => {
    const emailAddress = `blocked-${crypto.randomUUID().slice(0, 8)}@Example.org`;
    const lower = emailAddress.toLowerCase();
    const blocked = await stack.call('PUT', apiPath(routes.blockSender, { email: emailAddress }));
    expect(blocked).toMatchObject({ status: 200, body: { ack: 1, data: { email: lower } } });
    expect((await stack.call('GET', routes.listBlockedSenders.path)).body.data).toContainEqual(expect.objectContaining({ email: lower }));
    expect(await getRecord(keys.blockedSender(lower))).not.toBeNull();
    const entry = (await auditEntries('sender-block'))[0];
    expect(entry?.itemTitle).not.toContain(lower);

    const sent = await post(asPerson('contact', contact({ emailAddress })));
    expect(sent.stored).toMatchObject({ leadStatus: 'spam', spamReasons: ['blocked-sender'] });

    expect((await stack.call('DELETE', apiPath(routes.unblockSender, { email: emailAddress }))).status).toBe(200);
    expect((await stack.call('DELETE', apiPath(routes.unblockSender, { email: emailAddress }))).status).toBe(404);
    expect((await stack.call('PUT', apiPath(routes.blockSender, { email: 'not-an-address' }))).status).toBe(400);
    const again = await post(asPerson('contact', contact({ emailAddress })));
    expect(again.stored?.leadStatus).toBeUndefined();
  });

  it('Not spam moves a Spam lead to New, queues its mail once and records it; any other lead is 409', async () => {
    const bot = await post(contact());
    const id = String(bot.stored?._id);
    const moved = await stack.call('POST', apiPath(routes.notSpamLead, { kind: 'contact', id }));
    expect(moved).toMatchObject({ status: 200, body: { ack: 1, data: { leadStatus: 'new', mailStatus: 'queued' } } });
    await eventually(async () => (await spamMails(String(bot.stored?.name))).length === 1, { what: 'the mail after Not spam' });
    expect((await getById<Record<string, unknown>>('CONTACT', id))?.spamReasons).toEqual(['no-token']);
    expect((await auditEntries('lead-not-spam')).map((entry) => entry.itemId)).toContain(id);
    expect((await stack.call('POST', apiPath(routes.notSpamLead, { kind: 'contact', id }))).status).toBe(409);
    expect((await stack.call('POST', apiPath(routes.notSpamLead, { kind: 'contact', id: 'no-such-lead' }))).status).toBe(404);
  });

  it('answers a spam newsletter sign-up the same and stores nothing', async () => {
    const email = `reader-${crypto.randomUUID().slice(0, 8)}@example.org`;
    const raw = (body: object) =>
      fetch(`${stack.server.url}${routes.newsletterSubscribe.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (response) => ({ status: response.status, text: await response.text() }));
    const bot = await raw({ email });
    expect(await getRecord(keys.entity('SUBSCRIBER', email))).toBeNull();
    const person = await raw(asPerson('newsletter', { email: `other-${email}` }));
    expect(bot).toEqual(person);
    expect(await getRecord(keys.entity('SUBSCRIBER', `other-${email}`))).not.toBeNull();
  });

  it('stores a bot’s hiring enquiry as Spam too', async () => {
    const fullName = `Hire Bot ${crypto.randomUUID().slice(0, 6)}`;
    const body = {
      fullName,
      country: 'SG',
      contactNo: '6591234567',
      emailAddress: 'bot@example.org',
      hiringchecked: 'monthly',
      servicechecked: ['DevOps'],
    };
    expect((await stack.call('POST', routes.hireUsMail.path, { body, token: null })).status).toBe(200);
    const list = (await stack.call('GET', `${apiPath(routes.listLeads, { kind: 'hire' })}?status=spam`)).body;
    expect(JSON.stringify(list)).toContain(fullName);
  });
});
