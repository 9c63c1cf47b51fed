import { deleteWebhook } from '../contract/specs/delete-webhook';
import { webhookMessages } from '../contract/webhooks';
import { defineHandler } from '../core/http/handler';
import { removeWebhook } from '../core/webhooks/webhooks';

/** Owners: removes a webhook. */
export const handler = defineHandler(deleteWebhook, async ({ params }) => ({
  body: { ack: 1, msg: webhookMessages.deleted },
  audit: await removeWebhook(params.id),
}));
