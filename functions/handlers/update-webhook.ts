import { updateWebhook } from '../contract/specs/update-webhook';
import { webhookMessages } from '../contract/webhooks';
import { defineHandler } from '../core/http/handler';
import { updateWebhook as update } from '../core/webhooks/webhooks';

/** Owners: changes a webhook's URL, events, format or active switch. */
export const handler = defineHandler(updateWebhook, async ({ params, body }) => {
  const { webhook, audit } = await update(params.id, body);
  return { body: { ack: 1, msg: webhookMessages.updated, data: webhook }, audit };
});
