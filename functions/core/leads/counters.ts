/**
 * Each kind's lead counters: a number per status and the total, changed only
 * with ADD (atomic in DynamoDB, so racing writes all count) right after the
 * conditional write that adds, moves or removes an enquiry. They are spread
 * over 16 slot items (by the enquiry's id) so that racing writes seldom queue
 * on one item; reading them is one Query of 16 small items, whatever the
 * table holds.
 *
 * An ADD is sent once, never retried: a retry after a lost answer would
 * count twice. If it fails, the enquiry's own write stands (the visitor's
 * message is stored, the status is changed), the failure is logged as
 * lead-counters-unsure and `npm run leads:upkeep` recounts.
 */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { leadStatuses, type LeadStatus } from '../../contract/leads';
import { db, dbOnce } from '../aws/dynamodb';
import { config } from '../config';
import { readsConsistently } from '../db/fresh-reads';
import { type EntityType, keys, table } from '../db/keys';
import { logger } from '../logger';
import type { CounterChange } from './lead-items';

export type LeadTally = Record<LeadStatus | 'total', number>;

export const counterSlots = 16;

/** The slot an enquiry's changes go to: any slot counts the same, the id spreads them. */
export const slotOf = (id: string): number => [...id].reduce((sum, char) => sum + char.charCodeAt(0), 0) % counterSlots;

/** Adds the change to the kind's counters, in the slot of the enquiry it is about (creating it on first use). */
export async function addToCounters(type: EntityType, change: CounterChange, id: string): Promise<void> {
  const entries = Object.entries(change).filter(([, by]) => by !== 0);
  if (entries.length === 0) return;
  try {
    await dbOnce().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: keys.leadCounterSlot(type, slotOf(id)),
        UpdateExpression: `ADD ${entries.map((_, i) => `#c${i} :c${i}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#c${i}`, name])),
        ExpressionAttributeValues: Object.fromEntries(entries.map(([, by], i) => [`:c${i}`, by])),
      }),
    );
  } catch (error) {
    logger.error('lead-counters-unsure', { type, change, error });
  }
}

/** The kind's counters: the sum of its slots (a status never counted is 0). */
export async function readCounters(type: EntityType): Promise<LeadTally> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: config.tableName,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': table.partitionKey },
      ExpressionAttributeValues: { ':pk': keys.leadCounters(type) },
      ConsistentRead: readsConsistently(),
    }),
  );
  const sum = (name: string) =>
    (Items ?? []).reduce((total, item) => total + (typeof item[name] === 'number' ? (item[name] as number) : 0), 0);
  return Object.fromEntries(['total', ...leadStatuses].map((name) => [name, sum(name)])) as LeadTally;
}
