/**
 * The webhook worker's work. An event message fans out into one delivery
 * message per active subscribed webhook; a delivery message is signed and
 * posted to its one receiver, and each attempt is logged. A 2xx answer is
 * delivered; anything else is retried by the queue and, after the last
 * attempt (logged as failed), lands in the dead-letter queue.
 */
import { webhookHeaders } from '../../contract/webhooks';
import { config } from '../config';
import { logger } from '../logger';
import { type DeliveryJob, enqueueWebhookJob, type WebhookJob, webhookMaxReceiveCount } from './jobs';
import { deliveryBody } from './payload';
import { postJson } from './post';
import { webhookSignature } from './signing';
import { getWebhook, logDelivery, subscribersOf } from './store';

export type JobOutcome = 'done' | 'retry';

async function fanOut(job: Extract<WebhookJob, { kind: 'event' }>): Promise<void> {
  for (const webhook of await subscribersOf(job.event)) {
    await enqueueWebhookJob({ ...job, kind: 'delivery', webhookId: webhook._id });
  }
}

async function deliver(job: DeliveryJob, receiveCount: number): Promise<JobOutcome> {
  const webhook = await getWebhook(job.webhookId);
  // Removed, or switched off since the event (a test is sent to an inactive one on purpose): nothing to retry.
  if (!webhook || (!webhook.active && job.event !== 'webhook.test')) return 'done';
  const body = deliveryBody(job, webhook.format, config.siteOrigin);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const headers = {
    [webhookHeaders.signature]: webhookSignature(webhook.secret, timestamp, body),
    [webhookHeaders.timestamp]: timestamp,
    [webhookHeaders.event]: job.event,
    [webhookHeaders.id]: job.eventId,
  };
  const at = new Date().toISOString();
  const started = Date.now();
  const last = receiveCount >= webhookMaxReceiveCount;
  const base = { _id: crypto.randomUUID(), webhookId: webhook._id, event: job.event, at, attempt: receiveCount };
  try {
    const { status, durationMs } = await postJson(webhook.url, body, headers);
    const ok = status >= 200 && status < 300;
    await logDelivery({
      ...base,
      status: ok ? 'delivered' : last ? 'failed' : 'retrying',
      responseStatus: status,
      durationMs,
      ...(ok ? {} : { error: `The receiver answered ${status}.` }),
    });
    return ok ? 'done' : 'retry';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await logDelivery({ ...base, status: last ? 'failed' : 'retrying', durationMs: Date.now() - started, error: message.slice(0, 300) });
    logger.warn('webhook-delivery-failed', { webhookId: webhook._id, event: job.event, attempt: receiveCount, error: message });
    return 'retry';
  }
}

export async function runWebhookJob(job: WebhookJob, receiveCount: number): Promise<JobOutcome> {
  if (job.kind === 'event') {
    await fanOut(job);
    return 'done';
  }
  return deliver(job, receiveCount);
}
