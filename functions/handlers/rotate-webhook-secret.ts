import { rotateWebhookSecret } from '../contract/specs/rotate-webhook-secret';
import { webhookMessages } from '../contract/webhooks';
import { defineHandler } from '../core/http/handler';
import { rotateWebhookSecret as rotate } from '../core/webhooks/webhooks';

/** Owners: replaces a webhook's signing secret and answers the new one, once. */
export const handler = defineHandler(rotateWebhookSecret, async ({ params }) => {
  const { webhook, audit } = await rotate(params.id);
  return { body: { ack: 1, msg: webhookMessages.rotated, data: webhook }, audit };
});
