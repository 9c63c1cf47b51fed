import type { Webhook } from '../webhooks';
import { reply, spec } from '../route-spec';
import { webhookSchema } from '../schemas/webhook';
import { webhookItem } from './webhook-params';

/** Changes a webhook's URL, events, format or active switch; the fields sent, and only those. */
export const updateWebhook = spec('updateWebhook', {
  params: webhookItem(),
  body: { schema: webhookSchema, mode: 'partial' },
  response: reply<Webhook>(),
});
