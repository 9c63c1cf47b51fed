/**
 * The Owners' webhook operations: add, change, remove, rotate the secret,
 * read the delivery log, send a test event. Each write answers the audit
 * event the handler frame records; the URL is checked by the server's rules
 * (./url-rules) on top of the form's.
 */
import type { AuditEvent } from '../../contract/audit';
import { maxWebhooks, type Webhook, type WebhookDelivery, type WebhookWithSecret, webhookMessages } from '../../contract/webhooks';
import { HttpError, invalid } from '../http/errors';
import { enqueueWebhookJob } from './jobs';
import { newWebhookSecret } from './signing';
import {
  deleteWebhook,
  getWebhook,
  listDeliveries,
  listWebhooks,
  putNewWebhook,
  replaceWebhook,
  type WebhookFields,
  webhookFields,
  withoutSecret,
} from './store';
import { webhookUrlProblem } from './url-rules';

interface Written<T> {
  webhook: T;
  audit: AuditEvent;
}

const event = (action: AuditEvent['action'], webhook: Webhook, detail?: string): AuditEvent => ({
  action,
  itemType: 'webhook',
  itemId: webhook._id,
  itemTitle: new URL(webhook.url).host,
  ...(detail ? { detail } : {}),
});

function checkUrl(url: string): void {
  const problem = webhookUrlProblem(url);
  if (problem) invalid({ url: problem });
}

async function found(id: string): Promise<WebhookWithSecret> {
  const webhook = await getWebhook(id);
  if (!webhook) throw new HttpError(404, webhookMessages.notFound);
  return webhook;
}

export async function webhookList(): Promise<Webhook[]> {
  return (await listWebhooks()).map(withoutSecret);
}

export async function createWebhook(input: WebhookFields & { url: string }): Promise<Written<WebhookWithSecret>> {
  checkUrl(input.url);
  if ((await listWebhooks()).length >= maxWebhooks) throw new HttpError(409, webhookMessages.tooMany);
  const fields = webhookFields(input);
  const webhook: WebhookWithSecret = {
    _id: crypto.randomUUID(),
    url: input.url,
    events: fields.events ?? [],
    format: fields.format ?? 'json',
    active: fields.active ?? true,
    createdAt: new Date().toISOString(),
    secret: newWebhookSecret(),
  };
  await putNewWebhook(webhook);
  return { webhook, audit: event('create', webhook) };
}

export async function updateWebhook(id: string, input: WebhookFields): Promise<Written<Webhook>> {
  if (input.url !== undefined) checkUrl(input.url);
  const current = await found(id);
  const webhook: WebhookWithSecret = { ...current, ...webhookFields(input), updatedAt: new Date().toISOString() };
  if (!(await replaceWebhook(webhook))) throw new HttpError(404, webhookMessages.notFound);
  return { webhook: withoutSecret(webhook), audit: event('update', webhook) };
}

export async function removeWebhook(id: string): Promise<AuditEvent> {
  const old = await deleteWebhook(id);
  if (!old) throw new HttpError(404, webhookMessages.notFound);
  return event('delete', old);
}

export async function rotateWebhookSecret(id: string): Promise<Written<WebhookWithSecret>> {
  const current = await found(id);
  const webhook: WebhookWithSecret = { ...current, secret: newWebhookSecret(), updatedAt: new Date().toISOString() };
  if (!(await replaceWebhook(webhook))) throw new HttpError(404, webhookMessages.notFound);
  return { webhook, audit: event('update', webhook, 'Secret rotated') };
}

export async function webhookDeliveries(id: string): Promise<WebhookDelivery[]> {
  await found(id);
  return listDeliveries(id);
}

/** Queues a test delivery to this one webhook (active or not), so the Owner can check the receiver and its signature check. */
export async function sendTestEvent(id: string): Promise<void> {
  const webhook = await found(id);
  await enqueueWebhookJob({
    kind: 'delivery',
    webhookId: webhook._id,
    event: 'webhook.test',
    eventId: crypto.randomUUID(),
    occurredAt: new Date().toISOString(),
    payload: { summary: 'Test event from the website: this webhook works.', adminPath: '/admin/webhooks', data: { test: true } },
  });
}
