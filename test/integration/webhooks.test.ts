/**
 * Webhook signing, retries and the dead-letter queue, against the local stack
 * (every function under its own grants) and a local HTTP receiver: Owners
 * manage webhooks with validation; a new lead and a status change are posted
 * signed; a failing receiver is retried, logged, then dead-lettered; a lead's
 * new assignee gets a mail.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, routes } from '../../functions/contract/routes';
import { maxWebhooks, webhookMessages } from '../../functions/contract/webhooks';
import { urlRuleMessages } from '../../functions/core/webhooks/url-rules';
import { eventually } from './eventually';
import { auditEntries, mailsTo, signInAs, useStack } from './harness';
import { asPerson } from './as-person';
import { startReceiver, type Receiver } from './webhook-receiver';

// The functions run in this process: a receiver on 127.0.0.1 is allowed, retries come back at once.
process.env.WEBHOOKS_ALLOW_LOOPBACK = '1';
process.env.LOCAL_WEBHOOK_BACKOFF_MS = '20';

const stack = useStack();
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
});

const create = (body: unknown, token?: string) => stack.call('POST', routes.createWebhook.path, { body, ...(token ? { token } : {}) });
const remove = (id: string) => stack.call('DELETE', apiPath(routes.deleteWebhook, { id }));
const deliveries = async (id: string) =>
  (await stack.call('GET', apiPath(routes.listWebhookDeliveries, { id }))).body.data as Array<Record<string, any>>;
const contact = (name: string) => ({
  name,
  emailAddress: 'visitor@example.org',
  contactNo: '5550100',
  message: 'Please call me.',
  terms: true,
});
const receivedAt = (path: string) => receiver.received.filter((request) => request.path === path);
const expectSigned = (request: { headers: Record<string, string>; body: string }, secret: string) => {
  const timestamp = request.headers['x-webhook-timestamp'] ?? '';
  const hmac = createHmac('sha256', secret).update(`${timestamp}.${request.body}`).digest('hex');
  expect(request.headers['x-webhook-signature']).toBe(`sha256=${hmac}`);
  expect(Math.abs(Date.now() / 1000 - Number(timestamp))).toBeLessThan(60);
};

describe('managing webhooks', () => {
  it('adds, lists, changes and removes a webhook, answering the secret only when it is made', async () => {
    const made = await create({ url: 'https://hooks.example.com/a', events: ['lead.created'], format: 'json', active: true });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      ack: 1,
      msg: webhookMessages.created,
      data: { url: 'https://hooks.example.com/a', events: ['lead.created'] },
    });
    expect(made.body.data.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    const id = made.body.data._id as string;

    const listed = (await stack.call('GET', routes.listWebhooks.path)).body.data as Array<Record<string, unknown>>;
    expect(listed.find((webhook) => webhook._id === id)).toMatchObject({
      url: 'https://hooks.example.com/a',
      format: 'json',
      active: true,
    });
    expect(listed.every((webhook) => !('secret' in webhook))).toBe(true);

    const changed = await stack.call('PUT', apiPath(routes.updateWebhook, { id }), {
      body: { events: ['lead.status', 'application.created'], active: false },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      url: 'https://hooks.example.com/a',
      events: ['lead.status', 'application.created'],
      active: false,
    });
    expect(changed.body.data.secret).toBeUndefined();

    const rotated = await stack.call('POST', apiPath(routes.rotateWebhookSecret, { id }));
    expect(rotated.body.data.secret).toMatch(/^whsec_/);
    expect(rotated.body.data.secret).not.toBe(made.body.data.secret);

    expect((await remove(id)).body).toMatchObject({ ack: 1, msg: webhookMessages.deleted });
    expect((await remove(id)).status).toBe(404);
    expect((await stack.call('PUT', apiPath(routes.updateWebhook, { id }), { body: { active: true } })).status).toBe(404);
    expect((await stack.call('GET', apiPath(routes.listWebhookDeliveries, { id: 'nope' }))).status).toBe(404);

    const audit = (await auditEntries('create')).filter((entry) => entry.itemId === id);
    expect(audit).toMatchObject([{ itemType: 'webhook', itemTitle: 'hooks.example.com' }]);
    expect((await auditEntries('update')).filter((entry) => entry.itemId === id).map((entry) => entry.detail ?? '')).toEqual(
      expect.arrayContaining(['Secret rotated', '']),
    );
    expect((await auditEntries('delete')).some((entry) => entry.itemId === id)).toBe(true);
  });

  it.each([
    [{ url: 'http://hooks.example.com/a' }, { url: urlRuleMessages.https }],
    [{ url: 'https://169.254.169.254/latest/meta-data' }, { url: urlRuleMessages.privateHost }],
    [{ url: 'https://[fd00::1]/x' }, { url: urlRuleMessages.privateHost }],
    [{ url: 'https://me:pw@hooks.example.com/a' }, { url: urlRuleMessages.credentials }],
    [{ events: [] }, { events: 'Choose at least one event.' }],
    [{ events: ['lead.deleted'] }, { events: 'Events must be New lead, Lead status change or New application.' }],
    [{ format: 'xml' }, { format: 'Format must be JSON or Slack message.' }],
    [{ url: 42, events: 'lead.created' }, { url: 'Enter a full URL that starts with https://.' }],
  ])('refuses %j with 400 and the field message', async (change, errors) => {
    const answer = await create({ url: 'https://hooks.example.com/a', events: ['lead.created'], format: 'json', active: true, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject(errors);
  });

  it('refuses a malformed body and a non-JSON one with 400, and a Sales user with 403', async () => {
    expect((await stack.call('POST', routes.createWebhook.path, { body: '{not json' })).status).toBe(400);
    const sales = await signInAs(stack, 'sales');
    expect((await stack.call('GET', routes.listWebhooks.path, { token: sales.token })).status).toBe(403);
    expect((await create({ url: 'https://hooks.example.com/a', events: ['lead.created'], format: 'json' }, sales.token)).status).toBe(403);
  });

  it(`keeps at most ${maxWebhooks} webhooks`, async () => {
    const existing = ((await stack.call('GET', routes.listWebhooks.path)).body.data as unknown[]).length;
    const made: string[] = [];
    for (let i = existing; i < maxWebhooks; i++)
      made.push(
        (await create({ url: `https://hooks.example.com/${i}`, events: ['lead.created'], format: 'json', active: false })).body.data._id,
      );
    const over = await create({ url: 'https://hooks.example.com/over', events: ['lead.created'], format: 'json' });
    expect(over).toMatchObject({ status: 409, body: { msg: webhookMessages.tooMany } });
    for (const id of made) await remove(id);
  });
});

describe('deliveries', () => {
  it('posts a new lead, signed, to a local receiver and logs it delivered', async () => {
    const made = await create({ url: `${receiver.origin}/signed`, events: ['lead.created'], format: 'json', active: true });
    const { _id: id, secret } = made.body.data as { _id: string; secret: string };
    expect(
      (await stack.call('POST', routes.contactMail.path, { body: asPerson('contact', contact('Signed Visitor')), token: null })).status,
    ).toBe(200);

    const [request] = await eventually(() => Promise.resolve(receivedAt('/signed').length > 0 && receivedAt('/signed')), {
      what: 'the delivery',
    });
    expectSigned(request!, secret);
    expect(request!.headers).toMatchObject({ 'x-webhook-event': 'lead.created', 'content-type': 'application/json' });
    const body = JSON.parse(request!.body);
    expect(body).toMatchObject({
      event: 'lead.created',
      summary: 'New lead from Signed Visitor (Contact Us)',
      data: { lead: { kind: 'contact', name: 'Signed Visitor', email: 'visitor@example.org', status: 'new' } },
    });
    expect(request!.headers['x-webhook-id']).toBe(body.id);
    expect(body.link).toMatch(new RegExp(`/admin/contact-us/${body.data.lead.id}$`));

    const log = await eventually(async () => {
      const entries = await deliveries(id);
      return entries.length > 0 && entries;
    });
    expect(log).toMatchObject([{ event: 'lead.created', status: 'delivered', responseStatus: 200, attempt: 1 }]);
    await remove(id);
  });

  it('posts a status change in Slack format to the webhooks subscribed to it, and none to an inactive one', async () => {
    const slack = (await create({ url: `${receiver.origin}/slack`, events: ['lead.status'], format: 'slack', active: true })).body.data;
    const off = (await create({ url: `${receiver.origin}/off`, events: ['lead.status', 'lead.created'], format: 'json', active: false }))
      .body.data;
    await stack.call('POST', routes.contactMail.path, { body: asPerson('contact', contact('Status Visitor')), token: null });
    const list = (await stack.call('GET', apiPath(routes.listLeads, { kind: 'contact' }))).body.data.list as Array<{
      _id: string;
      name: string;
    }>;
    const leadId = list.find((row) => row.name === 'Status Visitor')!._id;
    expect(
      (await stack.call('PUT', apiPath(routes.updateLead, { kind: 'contact', id: leadId }), { body: { leadStatus: 'replied' } })).status,
    ).toBe(200);

    const [request] = await eventually(() => Promise.resolve(receivedAt('/slack').length > 0 && receivedAt('/slack')), {
      what: 'the Slack delivery',
    });
    expectSigned(request!, slack.secret);
    const body = JSON.parse(request!.body);
    expect(body.text).toMatch(/^Status Visitor \(Contact Us\): New → Replied <http:\/\/.+\/admin\/contact-us\/[0-9a-f-]+\|Open in admin>$/);
    expect(body.blocks[0]).toMatchObject({ type: 'section', text: { type: 'mrkdwn' } });
    // The test route reaches an inactive webhook on purpose; events never do.
    expect((await stack.call('POST', apiPath(routes.testWebhook, { id: off._id }))).status).toBe(202);
    await eventually(() => Promise.resolve(receivedAt('/off').length === 1), { what: 'the test delivery' });
    expect(receivedAt('/off').map((request) => request.headers['x-webhook-event'])).toEqual(['webhook.test']);
    expect(receivedAt('/slack')).toHaveLength(1);
    await remove(slack._id);
    await remove(off._id);
  });

  it('retries a failing receiver, logs each attempt, and dead-letters the delivery after the last one', async () => {
    receiver.answer('/failing', 500);
    const made = (await create({ url: `${receiver.origin}/failing`, events: ['lead.created'], format: 'json', active: true })).body.data;
    const deadBefore = stack.server.webhooks.deadLetters().length;
    await stack.call('POST', routes.hireUsMail.path, {
      body: asPerson('hire', {
        fullName: 'Failing Hirer',
        country: 'IN',
        contactNo: '9198765432',
        emailAddress: 'hirer@example.org',
        hiringchecked: 'monthly',
        servicechecked: ['DevOps'],
      }),
      token: null,
    });
    await eventually(() => Promise.resolve(stack.server.webhooks.deadLetters().length === deadBefore + 1), { what: 'the dead letter' });
    expect(receivedAt('/failing')).toHaveLength(5);
    const log = await deliveries(made._id);
    expect(log.map((entry) => [entry.attempt, entry.status, entry.responseStatus])).toEqual([
      [5, 'failed', 500],
      [4, 'retrying', 500],
      [3, 'retrying', 500],
      [2, 'retrying', 500],
      [1, 'retrying', 500],
    ]);
    expect(log[0]).toMatchObject({ error: 'The receiver answered 500.' });
    expect(JSON.parse(stack.server.webhooks.deadLetters().at(-1)!)).toMatchObject({
      kind: 'delivery',
      webhookId: made._id,
      event: 'lead.created',
    });
    await remove(made._id);
  });

  it('never connects to a private address a saved URL would reach: the log shows the refusal', async () => {
    // Saved while loopback receivers are allowed, delivered once they are not (as in the cloud).
    const made = (await create({ url: `${receiver.origin}/private`, events: ['lead.created'], format: 'json', active: true })).body.data;
    process.env.WEBHOOKS_ALLOW_LOOPBACK = '0';
    try {
      expect((await stack.call('POST', apiPath(routes.testWebhook, { id: made._id }))).status).toBe(202);
      const log = await eventually(async () => {
        const entries = await deliveries(made._id);
        return entries.length > 0 && entries;
      });
      expect(log[0]).toMatchObject({ status: 'retrying', error: urlRuleMessages.https });
      // Removed before receivers on this machine are allowed again: its retries find no webhook and stop.
      await remove(made._id);
    } finally {
      process.env.WEBHOOKS_ALLOW_LOOPBACK = '1';
    }
    expect(receivedAt('/private')).toHaveLength(0);
  });
});

describe('assignee mail', () => {
  it('mails the person a lead is assigned to, with a link to it, but not someone who assigns it to themselves', async () => {
    const sales = await signInAs(stack, 'sales');
    await stack.call('POST', routes.contactMail.path, { body: asPerson('contact', contact('Assigned Visitor')), token: null });
    const list = (await stack.call('GET', apiPath(routes.listLeads, { kind: 'contact' }))).body.data.list as Array<{
      _id: string;
      name: string;
    }>;
    const leadId = list.find((row) => row.name === 'Assigned Visitor')!._id;
    const path = apiPath(routes.updateLead, { kind: 'contact', id: leadId });
    expect((await stack.call('PUT', path, { body: { assignee: sales.email } })).status).toBe(200);

    const subject = 'Enquiry assigned to you: Assigned Visitor';
    const [mail] = await eventually(async () => {
      const found = await mailsTo(stack, sales.email, subject);
      return found.length > 0 && found;
    });
    expect(mail!.body.text).toContain('An enquiry from Assigned Visitor was assigned to you.');
    expect(mail!.body.text).toContain('Message: Please call me.');
    expect(mail!.body.text).toMatch(new RegExp(`Open the enquiry: http://\\S+/admin/contact-us/${leadId}`));

    // The Sales user takes it back after clearing it: no mail to oneself.
    await stack.call('PUT', path, { body: { assignee: 'none' } });
    expect((await stack.call('PUT', path, { body: { assignee: sales.email }, token: sales.token })).status).toBe(200);
    const marker = await signInAs(stack, 'sales');
    await stack.call('PUT', path, { body: { assignee: marker.email } });
    await eventually(async () => (await mailsTo(stack, marker.email, subject)).length === 1, { what: 'the later mail' });
    expect(await mailsTo(stack, sales.email, subject)).toHaveLength(1);
    // Two sign-ins hash passwords on purpose slowly: room for a busy machine.
  }, 90_000);
});
