/**
 * Counting an enquiry into its day's lead-source counters, at submit. Each
 * dimension is one atomic update: ADD to the value's own count while the day
 * has fewer than maxValuesPerDay distinct values (or already has this one),
 * else ADD to "(other)". Counting never fails an enquiry: it is stored already,
 * and a lost count is logged for the operator.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type Attribution, otherValues, type SourceDimension, sourceDimensions, sourceValues } from '../../contract/attribution';
import { db } from '../aws/dynamodb';
import { config } from '../config';
import { keys, table, type ItemKey } from '../db/keys';
import { isConditionFailure } from '../db/repository';
import { logger } from '../logger';
import { countAttribute, dayOf, expiryOf, maxValuesPerDay, seenAttribute, totalAttribute } from './source-day';

const add = (key: ItemKey, name: string, expiresAt: number, condition?: { seen: string; value: string }) =>
  db().send(
    new UpdateCommand({
      TableName: config.tableName,
      Key: key,
      UpdateExpression: condition ? 'ADD #count :one, #seen :values SET #expires = :expires' : 'ADD #count :one SET #expires = :expires',
      ...(condition ? { ConditionExpression: 'attribute_not_exists(#seen) OR contains(#seen, :value) OR size(#seen) < :cap' } : {}),
      ExpressionAttributeNames: { '#count': name, '#expires': table.ttlAttribute, ...(condition ? { '#seen': condition.seen } : {}) },
      ExpressionAttributeValues: {
        ':one': 1,
        ':expires': expiresAt,
        ...(condition ? { ':values': new Set([condition.value]), ':value': condition.value, ':cap': maxValuesPerDay } : {}),
      },
    }),
  );

async function countValue(key: ItemKey, dimension: SourceDimension, value: string, expiresAt: number): Promise<void> {
  try {
    await add(key, countAttribute(dimension, value), expiresAt, { seen: seenAttribute(dimension), value });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    await add(key, countAttribute(dimension, otherValues), expiresAt);
  }
}

/** Counts one enquiry of a list under its source, medium, campaign and landing page, on the day it arrived. */
export async function countLeadSource(type: 'CONTACT' | 'HIRE', attribution: Attribution | undefined, at: Date): Promise<void> {
  const day = dayOf(at);
  const key = keys.leadSourceDay(type, day);
  const expiresAt = expiryOf(day);
  const values = sourceValues(attribution);
  try {
    await Promise.all([
      add(key, totalAttribute, expiresAt),
      ...sourceDimensions.map((dimension) => countValue(key, dimension, values[dimension], expiresAt)),
    ]);
  } catch (error) {
    logger.error('lead-source-not-counted', { type, day, error });
  }
}
