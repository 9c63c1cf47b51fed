/**
 * Webhooks: Owners point lead and application events at Slack, Teams or a
 * CRM. Each delivery is signed with the webhook's own secret and goes
 * through a queue with retries and a dead-letter queue, as enquiry mail does.
 */

export const webhookEvents = ['lead.created', 'lead.status', 'application.created'] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

export const webhookEventLabels: Record<WebhookEvent, string> = {
  'lead.created': 'New lead',
  'lead.status': 'Lead status change',
  'application.created': 'New application',
};

/** json: the event as JSON; slack: `{text, blocks}`, which Slack (and Teams' Slack-compatible hooks) post as a message. */
export const webhookFormats = ['json', 'slack'] as const;
export type WebhookFormat = (typeof webhookFormats)[number];

export const webhookFormatLabels: Record<WebhookFormat, string> = { json: 'JSON', slack: 'Slack message' };

/** Webhooks a site may have: each lead fans out to every one of them. */
export const maxWebhooks = 10;

/** What the webhook routes answer. */
export const webhookMessages = {
  notFound: 'No such webhook.',
  tooMany: `A site can have at most ${maxWebhooks} webhooks: remove one first.`,
  created: 'Webhook added. Copy its secret now: it is not shown again.',
  updated: 'Webhook saved.',
  deleted: 'Webhook removed.',
  rotated: 'New secret made. Copy it now: it is not shown again.',
  testQueued: 'Test event sent. Its delivery shows in the log.',
} as const;

/** A webhook as the Owner's screen sees it: never its secret, which is answered once, on create and rotate. */
export interface Webhook {
  _id: string;
  url: string;
  events: WebhookEvent[];
  format: WebhookFormat;
  active: boolean;
  createdAt: string;
  updatedAt?: string;
}

/** The answer of create and rotate: the webhook with its signing secret, shown this once. */
export interface WebhookWithSecret extends Webhook {
  secret: string;
}

export type DeliveryStatus = 'delivered' | 'retrying' | 'failed';

/** One attempt to deliver one event to one webhook (the delivery log, kept 30 days). */
export interface WebhookDelivery {
  _id: string;
  webhookId: string;
  event: WebhookEvent | 'webhook.test';
  at: string;
  status: DeliveryStatus;
  attempt: number;
  /** The receiver's HTTP status, when it answered. */
  responseStatus?: number;
  durationMs: number;
  error?: string;
}

/** Days a delivery log entry is kept before the table's TTL deletes it. */
export const webhookLogRetentionDays = 30;

/** The headers every delivery carries. */
export const webhookHeaders = {
  signature: 'X-Webhook-Signature',
  timestamp: 'X-Webhook-Timestamp',
  event: 'X-Webhook-Event',
  id: 'X-Webhook-Id',
} as const;
