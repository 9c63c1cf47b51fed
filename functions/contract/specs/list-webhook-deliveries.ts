import type { WebhookDelivery } from '../webhooks';
import { reply, spec } from '../route-spec';
import { webhookItem } from './webhook-params';

/** A webhook's last 50 delivery attempts, newest first (kept 30 days). */
export const listWebhookDeliveries = spec('listWebhookDeliveries', { params: webhookItem(), response: reply<WebhookDelivery[]>() });
