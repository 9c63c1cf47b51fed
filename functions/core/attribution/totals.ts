/** "Leads by source" over the last 30 or 90 days: one Query by day range per enquiry list, never the leads themselves. */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { LeadSourceDays, LeadSources } from '../../contract/attribution';
import { db } from '../aws/dynamodb';
import { config } from '../config';
import { keys } from '../db/keys';
import { addUpDays, dayOf } from './source-day';

/** A list's day items from `from` to `to` (at most 90 and small: a few KB each), in as many pages as DynamoDB answers. */
async function daysOf(type: 'CONTACT' | 'HIRE', from: string, to: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': keys.leadSources(type).pk, ':from': from, ':to': to },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** The period's counts; the period ends today (UTC) and includes it. */
export async function leadSourceTotals(days: LeadSourceDays, now = new Date()): Promise<LeadSources> {
  const to = dayOf(now);
  const from = dayOf(new Date(now.getTime() - (days - 1) * 86400000));
  const [contact, hire] = await Promise.all([daysOf('CONTACT', from, to), daysOf('HIRE', from, to)]);
  return { days, from, to, ...addUpDays(contact, hire) };
}
