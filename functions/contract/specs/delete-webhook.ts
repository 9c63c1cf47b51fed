import { spec } from '../route-spec';
import { webhookItem } from './webhook-params';

/** Removes a webhook; deliveries already queued for it are dropped. */
export const deleteWebhook = spec('deleteWebhook', { params: webhookItem() });
