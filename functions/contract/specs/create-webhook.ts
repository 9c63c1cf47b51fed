import type { WebhookWithSecret } from '../webhooks';
import { full, reply, spec } from '../route-spec';
import { webhookSchema } from '../schemas/webhook';

/** Adds a webhook (at most ten: 409); answers its signing secret, this once. */
export const createWebhook = spec('createWebhook', { body: full(webhookSchema), response: reply<WebhookWithSecret>() });
