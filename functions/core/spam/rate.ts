/**
 * Spam-rate counters: how many submissions one address, or one client, sent
 * in the current window. One atomic ADD each (no read first, so parallel
 * posts all count); the window is part of the key, so a new window starts
 * from zero even where expired items linger (the local stand-in has no TTL).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../aws/dynamodb';
import { config } from '../config';
import { keys, table } from '../db/keys';

/** Counts one more submission in this scope's current window and answers the count. */
export async function countSubmission(scope: string, windowSeconds: number, nowMs: number): Promise<number> {
  const now = Math.floor(nowMs / 1000);
  const window = Math.floor(now / windowSeconds);
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: config.tableName,
      Key: keys.spamRate(`${scope.slice(0, 300)}#${window}`),
      UpdateExpression: 'ADD #count :one SET #ttl = if_not_exists(#ttl, :expires)',
      ExpressionAttributeNames: { '#count': 'count', '#ttl': table.ttlAttribute },
      ExpressionAttributeValues: { ':one': 1, ':expires': (window + 1) * windowSeconds },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.count ?? 1);
}
