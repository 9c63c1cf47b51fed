/**
 * A webhook delivery reaches a local receiver: an Owner adds a webhook on the
 * Webhooks screen pointing at a receiver started here, a visitor sends the
 * contact form, the receiver gets the signed lead.created delivery, and the
 * webhook's delivery log shows it delivered. Both widths.
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, startsLive, test } from './fixtures';
import { signIn, unique } from './admin-support';

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let receiver: Server;
let origin: string;
const received: Received[] = [];

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '/', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
  origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

test('a webhook delivery reaches a local receiver', async ({ page, request, browser }, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, request);
  await page.goto('/admin/webhooks');
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();

  // An http URL on another host is refused by the form itself, with the rule in words.
  const form = page.getByRole('form', { name: 'Add a webhook' });
  await form.getByLabel('URL').fill('ftp://example.com/hook');
  await form.getByRole('button', { name: 'Add webhook' }).click();
  await expect(form.getByText('Enter a full URL that starts with https://.')).toBeVisible();

  const path = `/e2e-${testInfo.project.name}-${Date.now().toString(36)}`;
  const url = `${origin}${path}`;
  await form.getByLabel('URL').fill(url);
  await expect(form.getByRole('checkbox', { name: 'New lead' })).toBeChecked();
  await form.getByRole('checkbox', { name: 'Lead status change' }).check();
  await expect(form.getByLabel('Format')).toHaveValue('json');
  await form.getByRole('button', { name: 'Add webhook' }).click();

  const secretField = page.getByLabel('Signing secret');
  await expect(secretField).toHaveValue(/^whsec_[0-9a-f]{64}$/);
  const secret = await secretField.inputValue();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(secretField).toHaveCount(0);
  const card = page.getByRole('listitem').filter({ hasText: url });
  await expect(card).toContainText('Active');
  await expect(card).toContainText('New lead, Lead status change');

  // A visitor sends the contact form, in a page of their own.
  const visitor = startsLive(await browser.newPage({ viewport: page.viewportSize() ?? undefined }));
  const name = unique('Webhook Visitor');
  await visitor.goto('/contact');
  const contact = visitor.getByRole('form', { name: 'Leave us a message' });
  await contact.getByLabel('Full name').fill(name);
  await contact.getByLabel('Contact number').fill('4155550123');
  await contact.getByLabel('Email').fill('webhook@acme.io');
  await contact.getByLabel('Message').fill('Please post this to our CRM.');
  await contact.getByRole('checkbox').check();
  await contact.getByRole('button', { name: /send message/i }).click();
  await expect(visitor.getByText('Form submitted successfully!')).toBeVisible();
  await visitor.close();

  // The receiver gets it, signed with the secret the screen showed once.
  await expect
    .poll(() => received.filter((delivery) => delivery.path === path && delivery.body.includes(name)).length, { timeout: 30_000 })
    .toBe(1);
  const delivery = received.find((entry) => entry.path === path && entry.body.includes(name))!;
  const timestamp = String(delivery.headers['x-webhook-timestamp']);
  const expected = createHmac('sha256', secret).update(`${timestamp}.${delivery.body}`).digest('hex');
  expect(delivery.headers['x-webhook-signature']).toBe(`sha256=${expected}`);
  expect(delivery.headers['x-webhook-event']).toBe('lead.created');
  expect(JSON.parse(delivery.body)).toMatchObject({ event: 'lead.created', data: { lead: { name, email: 'webhook@acme.io' } } });

  // The log shows it delivered.
  await card.getByRole('button', { name: 'Deliveries' }).click();
  const log = page.getByRole('region', { name: 'Deliveries, newest first' });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(log.getByRole('row').filter({ hasText: 'New lead' }).first()).toContainText('Delivered', { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(log.getByRole('row').filter({ hasText: 'New lead' }).first()).toContainText('200');

  // Removing it asks first; Cancel keeps it, Delete removes it.
  await card.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Nothing more is posted to it');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
});
