import { listWebhooks } from '../contract/specs/list-webhooks';
import { defineHandler } from '../core/http/handler';
import { webhookList } from '../core/webhooks/webhooks';

/** Owners: every webhook for the Webhooks screen, without secrets. */
export const handler = defineHandler(listWebhooks, async () => ({ body: { ack: 1, data: await webhookList() } }));
