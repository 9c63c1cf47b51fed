import { spec } from '../route-spec';
import { webhookItem } from './webhook-params';

/** Queues a signed test event to the webhook; its delivery shows in the log. */
export const testWebhook = spec('testWebhook', { params: webhookItem() });
