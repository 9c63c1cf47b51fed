import type { Webhook } from '../webhooks';
import { reply, spec } from '../route-spec';

/** Every webhook, oldest first, without secrets. */
export const listWebhooks = spec('listWebhooks', { response: reply<Webhook[]>() });
