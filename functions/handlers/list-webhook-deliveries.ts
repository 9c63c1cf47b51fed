import { listWebhookDeliveries } from '../contract/specs/list-webhook-deliveries';
import { defineHandler } from '../core/http/handler';
import { webhookDeliveries } from '../core/webhooks/webhooks';

/** Owners: a webhook's delivery log, newest first. */
export const handler = defineHandler(listWebhookDeliveries, async ({ params }) => ({
  body: { ack: 1, data: await webhookDeliveries(params.id) },
}));
