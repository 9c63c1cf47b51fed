/**
 * The webhook queue's messages. An event is queued once (`announce`: one
 * SendMessage on the visitor's or admin's request); the worker fans it out
 * into one delivery message per subscribed webhook, so each receiver is
 * retried on its own and the request paths never read webhooks or secrets.
 */
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import type { WebhookEvent } from '../../contract/webhooks';
import { sqs } from '../aws/sqs';
import { config } from '../config';

/** What an event says, in both formats: a one-line summary for chat and the record for systems. */
export interface WebhookEventData {
  /** One line for a chat message: "New lead from Jane Doe (Contact Us)". */
  readonly summary: string;
  /** The admin screen that shows the record, a site path (/admin/contact-us/<id>). */
  readonly adminPath: string;
  /** The record itself, as the JSON format sends it. */
  readonly data: Readonly<Record<string, unknown>>;
}

export type DeliveredEvent = WebhookEvent | 'webhook.test';

export interface EventJob {
  readonly kind: 'event';
  readonly event: WebhookEvent;
  readonly eventId: string;
  readonly occurredAt: string;
  readonly payload: WebhookEventData;
}

export interface DeliveryJob {
  readonly kind: 'delivery';
  readonly webhookId: string;
  readonly event: DeliveredEvent;
  readonly eventId: string;
  readonly occurredAt: string;
  readonly payload: WebhookEventData;
}

export type WebhookJob = EventJob | DeliveryJob;

/** Deliveries per message before it goes to the dead-letter queue; the last one is logged as failed. */
export const webhookMaxReceiveCount = 5;

export async function enqueueWebhookJob(job: WebhookJob): Promise<void> {
  await sqs().send(new SendMessageCommand({ QueueUrl: config.webhookQueueUrl, MessageBody: JSON.stringify(job) }));
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** A message body as a job, or null for anything else (dropped: no retry can fix it). */
export function parseWebhookJob(body: string): WebhookJob | null {
  try {
    const job = JSON.parse(body) as Omit<Partial<DeliveryJob>, 'kind'> & { kind?: string };
    const payload = job.payload;
    const shaped =
      isText(job.event) &&
      isText(job.eventId) &&
      isText(job.occurredAt) &&
      !!payload &&
      isText(payload.summary) &&
      isText(payload.adminPath) &&
      typeof payload.data === 'object';
    if (!shaped) return null;
    if (job.kind === 'event') return job as unknown as EventJob;
    if (job.kind === 'delivery' && isText(job.webhookId)) return job as DeliveryJob;
    return null;
  } catch {
    return null;
  }
}
