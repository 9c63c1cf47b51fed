/** Webhook rules without I/O: where a webhook may post, how a delivery is signed and shaped, which messages the queue accepts. */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { validate } from '../../functions/contract/schemas/validate';
import { webhookSchema } from '../../functions/contract/schemas/webhook';
import { parseWebhookJob, type DeliveryJob } from '../../functions/core/webhooks/jobs';
import { deliveryBody } from '../../functions/core/webhooks/payload';
import { guardedLookup } from '../../functions/core/webhooks/post';
import { newWebhookSecret, webhookSignature } from '../../functions/core/webhooks/signing';
import { isPrivateAddress, urlRuleMessages, webhookUrlProblem } from '../../functions/core/webhooks/url-rules';

describe('webhook URL rules', () => {
  it('accepts a public https URL', () => {
    expect(webhookUrlProblem('https://hooks.slack.com/services/T000/B000/XXXX', false)).toBeNull();
    expect(webhookUrlProblem('https://crm.example.com:8443/in?x=1', false)).toBeNull();
  });

  it.each([
    ['http://hooks.example.com/x', urlRuleMessages.https],
    ['ftp://hooks.example.com/x', urlRuleMessages.https],
    ['not a url', urlRuleMessages.invalid],
    ['https://user:pass@hooks.example.com/x', urlRuleMessages.credentials],
    ['https://127.0.0.1/x', urlRuleMessages.privateHost],
    ['https://10.0.0.5/x', urlRuleMessages.privateHost],
    ['https://8.8.8.8/x', urlRuleMessages.privateHost],
    ['https://[::1]/x', urlRuleMessages.privateHost],
    ['https://[2606:4700::1111]/x', urlRuleMessages.privateHost],
    ['https://localhost/x', urlRuleMessages.privateHost],
    ['https://metadata.internal/x', urlRuleMessages.privateHost],
    ['https://printer.local/x', urlRuleMessages.privateHost],
    ['https://intranet/x', urlRuleMessages.privateHost],
    ['https://0x7f000001/x', urlRuleMessages.privateHost],
  ])('refuses %s', (url, message) => {
    expect(webhookUrlProblem(url, false)).toBe(message);
  });

  it('lets a loopback receiver through only when the local stack allows it', () => {
    expect(webhookUrlProblem('http://127.0.0.1:4567/hook', true)).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:4567/hook', false)).toBe(urlRuleMessages.https);
    expect(webhookUrlProblem('http://10.0.0.1:4567/hook', true)).toBe(urlRuleMessages.https);
  });

  it.each([
    '0.0.0.0',
    '10.1.2.3',
    '100.64.0.1',
    '127.0.0.1',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '198.18.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a9fe:a9fe',
    '2001:db8::1',
    'not-an-address',
  ])('counts %s as private', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '2a00:1450::1'])(
    'counts %s as public',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );
});

describe('webhook form', () => {
  it('takes a URL, events from the list, a format and the switch', () => {
    const result = validate(webhookSchema, {
      url: 'https://x.example.com',
      events: ['lead.created', 'lead.status'],
      format: 'slack',
      active: true,
    });
    expect(result).toEqual({
      ok: true,
      value: { url: 'https://x.example.com', events: ['lead.created', 'lead.status'], format: 'slack', active: true },
    });
  });

  it('names each bad field with a clear message', () => {
    const result = validate(webhookSchema, { url: 'https://u:p@x.example.com', events: ['lead.deleted'], format: 'xml' });
    expect(result).toEqual({
      ok: false,
      errors: {
        url: 'Leave the user name and password out of the URL.',
        events: 'Events must be New lead, Lead status change or New application.',
        format: 'Format must be JSON or Slack message.',
      },
    });
    expect(validate(webhookSchema, { url: '', events: [], format: '' })).toMatchObject({
      ok: false,
      errors: { url: 'Enter the URL to post to.', events: 'Choose at least one event.', format: 'Choose a format.' },
    });
  });
});

describe('delivery signature', () => {
  it('is the HMAC-SHA256 of "<timestamp>.<body>" with the secret, hex, prefixed sha256=', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    const body = '{"event":"lead.created"}';
    const expected = createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex');
    expect(webhookSignature(secret, '1700000000', body)).toBe(`sha256=${expected}`);
    expect(webhookSignature(secret, '1700000001', body)).not.toBe(`sha256=${expected}`);
  });
});

describe('delivery body', () => {
  const job: DeliveryJob = {
    kind: 'delivery',
    webhookId: 'w1',
    event: 'lead.created',
    eventId: 'e1',
    occurredAt: '2026-11-26T10:00:00.000Z',
    payload: { summary: 'New lead from <Ann> & Co (Contact Us)', adminPath: '/admin/contact-us/abc', data: { lead: { name: 'Ann' } } },
  };

  it('sends the event as JSON with an absolute admin link', () => {
    expect(JSON.parse(deliveryBody(job, 'json', 'https://www.example.com'))).toEqual({
      id: 'e1',
      event: 'lead.created',
      occurredAt: '2026-11-26T10:00:00.000Z',
      summary: 'New lead from <Ann> & Co (Contact Us)',
      link: 'https://www.example.com/admin/contact-us/abc',
      data: { lead: { name: 'Ann' } },
    });
  });

  it('sends a Slack message whose text cannot be turned into markup by a visitor', () => {
    const body = JSON.parse(deliveryBody(job, 'slack', 'https://www.example.com'));
    const text = 'New lead from &lt;Ann&gt; &amp; Co (Contact Us) <https://www.example.com/admin/contact-us/abc|Open in admin>';
    expect(body).toEqual({ text, blocks: [{ type: 'section', text: { type: 'mrkdwn', text } }] });
  });
});

describe('webhook queue messages', () => {
  it('reads events and deliveries and drops anything else', () => {
    const event = {
      kind: 'event',
      event: 'lead.created',
      eventId: 'e',
      occurredAt: 'now',
      payload: { summary: 's', adminPath: '/a', data: {} },
    };
    expect(parseWebhookJob(JSON.stringify(event))).toEqual(event);
    expect(parseWebhookJob(JSON.stringify({ ...event, kind: 'delivery', webhookId: 'w' }))).toMatchObject({ webhookId: 'w' });
    expect(parseWebhookJob(JSON.stringify({ ...event, kind: 'delivery' }))).toBeNull();
    expect(parseWebhookJob(JSON.stringify({ ...event, payload: {} }))).toBeNull();
    expect(parseWebhookJob('not json')).toBeNull();
  });
});

describe('resolving a receiver at delivery', () => {
  const resolve = (allowLoopback: boolean, host: string) =>
    new Promise<{ error: Error | null; address: string }>((done) => {
      guardedLookup(allowLoopback)(host, {}, (error, address) => done({ error, address: String(address) }));
    });

  it('refuses a name that resolves to a private address, unless it is loopback and the local stack allows it', async () => {
    const refused = await resolve(false, 'localhost');
    expect(refused.error?.message).toMatch(/^The host resolves to a private address \((127\.0\.0\.1|::1)\)\.$/);
    const allowed = await resolve(true, 'localhost');
    expect(allowed.error).toBeNull();
    expect(['127.0.0.1', '::1']).toContain(allowed.address);
  });
});
