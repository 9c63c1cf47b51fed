import { createWebhook } from '../contract/specs/create-webhook';
import { webhookMessages } from '../contract/webhooks';
import { defineHandler } from '../core/http/handler';
import { createWebhook as create } from '../core/webhooks/webhooks';

/** Owners: adds a webhook and answers its signing secret, the one time it is shown. */
export const handler = defineHandler(createWebhook, async ({ body }) => {
  const { webhook, audit } = await create(body);
  return { status: 201, body: { ack: 1, msg: webhookMessages.created, data: webhook }, audit };
});
