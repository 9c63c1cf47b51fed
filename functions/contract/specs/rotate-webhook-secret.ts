import type { WebhookWithSecret } from '../webhooks';
import { reply, spec } from '../route-spec';
import { webhookItem } from './webhook-params';

/** Replaces a webhook's signing secret at once; answers the new one, this once. */
export const rotateWebhookSecret = spec('rotateWebhookSecret', { params: webhookItem(), response: reply<WebhookWithSecret>() });
