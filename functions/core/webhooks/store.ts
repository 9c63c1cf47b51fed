/**
 * Webhooks and their delivery logs in the table (./keys: WEBHOOK#<id>, the
 * list-index partition WEBHOOK, WEBHOOKLOG#<id>). The secret is stored with
 * the webhook, since each delivery is signed with it, and leaves this module
 * only in the answer of create and rotate.
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookFormat,
  type WebhookWithSecret,
  webhookLogRetentionDays,
} from '../../contract/webhooks';
import { db } from '../aws/dynamodb';
import { config } from '../config';
import * as repository from '../db/repository';
import { isConditionFailure } from '../db/repository';
import { keyAttributes, keys, table } from '../db/keys';

/** Deliveries the log screen shows: the newest. */
export const deliveryLogPageSize = 50;

type Stored = WebhookWithSecret & Record<string, unknown>;

const strip = (item: Record<string, unknown>): WebhookWithSecret => {
  const copy = { ...item };
  for (const name of keyAttributes) delete copy[name];
  return copy as unknown as WebhookWithSecret;
};

/** The webhook without its secret: what every answer but create and rotate shows. */
export function withoutSecret({ secret: _secret, ...webhook }: WebhookWithSecret): Webhook {
  return webhook;
}

export async function getWebhook(id: string): Promise<WebhookWithSecret | null> {
  const { Item } = await db().send(new GetCommand({ TableName: config.tableName, Key: keys.webhook(id), ConsistentRead: true }));
  return Item ? strip(Item) : null;
}

/** Every webhook, oldest first: one Query of the list-index partition. */
export async function listWebhooks(): Promise<WebhookWithSecret[]> {
  return (await repository.listAll<WebhookWithSecret>(keys.webhookListing('', '').gsi1pk)).reverse();
}

/** Stores a new webhook; never overwrites one. */
export async function putNewWebhook(webhook: WebhookWithSecret): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: config.tableName,
      Item: { ...webhook, ...keys.webhook(webhook._id), ...keys.webhookListing(webhook.createdAt, webhook._id) },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Writes a changed webhook back, only if it still exists (a delete in between wins). Answers false when it is gone. */
export async function replaceWebhook(webhook: WebhookWithSecret): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: config.tableName,
        Item: { ...webhook, ...keys.webhook(webhook._id), ...keys.webhookListing(webhook.createdAt, webhook._id) },
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Deletes a webhook, answering what it was (null when there was none). Its log expires on its own (TTL). */
export async function deleteWebhook(id: string): Promise<WebhookWithSecret | null> {
  const { Attributes } = await db().send(
    new DeleteCommand({ TableName: config.tableName, Key: keys.webhook(id), ReturnValues: 'ALL_OLD' }),
  );
  return Attributes ? strip(Attributes) : null;
}

/** The active webhooks subscribed to an event. */
export async function subscribersOf(event: WebhookEvent): Promise<WebhookWithSecret[]> {
  return (await listWebhooks()).filter((webhook) => webhook.active && webhook.events.includes(event));
}

/** Records one delivery attempt, kept 30 days. */
export async function logDelivery(delivery: WebhookDelivery): Promise<void> {
  const expiresAt = Math.floor(Date.parse(delivery.at) / 1000) + webhookLogRetentionDays * 86_400;
  await db().send(
    new PutCommand({
      TableName: config.tableName,
      Item: { ...delivery, ...keys.webhookDelivery(delivery.webhookId, delivery.at, delivery._id), [table.ttlAttribute]: expiresAt },
    }),
  );
}

/** A webhook's newest deliveries, newest first: one Query of its log partition (expired ones left out, as TTL deletes late). */
export async function listDeliveries(webhookId: string): Promise<WebhookDelivery[]> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: config.tableName,
      KeyConditionExpression: '#pk = :log',
      ExpressionAttributeNames: { '#pk': table.partitionKey },
      ExpressionAttributeValues: { ':log': keys.webhookLog(webhookId).pk },
      ScanIndexForward: false,
      Limit: deliveryLogPageSize,
    }),
  );
  const now = Date.now() / 1000;
  return ((Items ?? []) as Stored[])
    .filter((item) => !(Number(item[table.ttlAttribute]) < now))
    .map((item) => {
      const copy: Record<string, unknown> = { ...item };
      for (const name of keyAttributes) delete copy[name];
      return copy as unknown as WebhookDelivery;
    });
}

/** A webhook's form fields as its schema checked them (functions/contract/schemas/webhook.ts): events and format are from their lists. */
export interface WebhookFields {
  url?: string;
  events?: readonly string[];
  format?: string;
  active?: boolean;
}

/** The checked fields as a webhook's own, the ones given only. */
export function webhookFields(fields: WebhookFields): Partial<Pick<WebhookWithSecret, 'url' | 'events' | 'format' | 'active'>> {
  return {
    ...(fields.url !== undefined ? { url: fields.url } : {}),
    ...(fields.events !== undefined ? { events: [...fields.events] as WebhookEvent[] } : {}),
    ...(fields.format !== undefined ? { format: fields.format as WebhookFormat } : {}),
    ...(fields.active !== undefined ? { active: fields.active } : {}),
  };
}
