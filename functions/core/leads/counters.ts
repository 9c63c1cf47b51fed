/**
 * Each kind's lead counters: one item with a number per status and the
 * total, changed only with ADD (atomic in DynamoDB, so racing writes all
 * count) right after the conditional write that adds, moves or removes an
 * enquiry. Reading them is one GetItem, whatever the table holds.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { leadStatuses, type LeadStatus } from '../../contract/leads';
import { db } from '../aws/dynamodb';
import { config } from '../config';
import { type EntityType, keys } from '../db/keys';
import * as repository from '../db/repository';
import type { CounterChange } from './lead-items';

export type LeadTally = Record<LeadStatus | 'total', number>;

/** Adds the change to the kind's counters (creating the item on first use). */
export async function addToCounters(type: EntityType, change: CounterChange): Promise<void> {
  const entries = Object.entries(change).filter(([, by]) => by !== 0);
  if (entries.length === 0) return;
  await db().send(
    new UpdateCommand({
      TableName: config.tableName,
      Key: keys.leadCounters(type),
      UpdateExpression: `ADD ${entries.map((_, i) => `#c${i} :c${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#c${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, by], i) => [`:c${i}`, by])),
    }),
  );
}

/** The kind's counters as stored (a status never counted is 0). */
export async function readCounters(type: EntityType): Promise<LeadTally> {
  const item = (await repository.getRecord(keys.leadCounters(type))) ?? {};
  const number = (name: string) => (typeof item[name] === 'number' ? (item[name] as number) : 0);
  return Object.fromEntries(['total', ...leadStatuses].map((name) => [name, number(name)])) as LeadTally;
}
