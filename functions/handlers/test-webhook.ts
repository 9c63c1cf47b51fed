import { testWebhook } from '../contract/specs/test-webhook';
import { webhookMessages } from '../contract/webhooks';
import { defineHandler } from '../core/http/handler';
import { sendTestEvent } from '../core/webhooks/webhooks';

/** Owners: queues a signed test event to one webhook. */
export const handler = defineHandler(testWebhook, async ({ params }) => {
  await sendTestEvent(params.id);
  return { status: 202, body: { ack: 1, msg: webhookMessages.testQueued } };
});
