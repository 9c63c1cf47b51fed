/**
 * Tells the webhooks about an event: one message on the webhook queue, which
 * the worker fans out to every active webhook subscribed to it. A failure to
 * queue is logged and never fails the caller's own write (the lead is stored
 * either way, as with enquiry mail).
 */
import type { WebhookEvent } from '../../contract/webhooks';
import { logger } from '../logger';
import { enqueueWebhookJob, type WebhookEventData } from './jobs';

export type { WebhookEventData } from './jobs';

export async function announce(event: WebhookEvent, payload: WebhookEventData): Promise<void> {
  try {
    await enqueueWebhookJob({ kind: 'event', event, eventId: crypto.randomUUID(), occurredAt: new Date().toISOString(), payload });
  } catch (error) {
    logger.error('webhook-event-not-queued', { event, error });
  }
}
