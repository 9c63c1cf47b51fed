/**
 * Time to live, as DynamoDB applies it: items whose TTL attribute holds a
 * number of epoch seconds in the past are deleted by the service, each with a
 * REMOVE stream record. dynalite has no TTL, so a cheap periodic sweep does it
 * while the local stack runs (its timer never keeps a process alive).
 */
import { DeleteItemCommand, ListTablesCommand, ScanCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoProxy } from './dynamodb-proxy';
import { keyOf } from './dynamodb-requests';
import { KeyLocks } from './key-locks';

export interface TtlSweeper {
  /** Deletes the items expired now; answers how many. */
  sweep(): Promise<number>;
  stop(): void;
}

export function startTtlSweeper(proxy: DynamoProxy, attribute: string, everyMs: number): TtlSweeper {
  const { client, locks, schemaOf } = proxy.internals;
  let running: Promise<number> | undefined;

  async function sweepTable(table: string, now: number): Promise<number> {
    const schema = await schemaOf(table);
    if (!schema) return 0;
    const expired = { ExpressionAttributeNames: { '#ttl': attribute }, ExpressionAttributeValues: { ':now': { N: String(now) } } };
    let removed = 0;
    let start: Record<string, AttributeValue> | undefined;
    do {
      const page = await client.send(
        new ScanCommand({ TableName: table, FilterExpression: '#ttl < :now', ExclusiveStartKey: start, ...expired }),
      );
      for (const item of page.Items ?? []) {
        const key = keyOf(item, schema);
        const release = await locks.acquire([KeyLocks.id(table, key)]);
        try {
          // Only if still expired: a write may have renewed it since the scan.
          const { Attributes } = await client
            .send(
              new DeleteItemCommand({
                TableName: table,
                Key: key,
                ConditionExpression: '#ttl < :now',
                ReturnValues: 'ALL_OLD',
                ...expired,
              }),
            )
            .catch(
              (error: unknown) =>
                ((error as Error).name === 'ConditionalCheckFailedException' ? {} : Promise.reject(error)) as { Attributes?: undefined },
            );
          if (Attributes) {
            removed += 1;
            proxy.stream.emit([{ table, keys: key, oldImage: Attributes, byService: true }]);
          }
        } finally {
          release();
        }
      }
      start = page.LastEvaluatedKey;
    } while (start);
    return removed;
  }

  async function sweepAll(): Promise<number> {
    const now = Math.floor(Date.now() / 1000);
    const { TableNames = [] } = await client.send(new ListTablesCommand({}));
    let removed = 0;
    for (const table of TableNames) removed += await sweepTable(table, now);
    return removed;
  }

  const sweep = () => {
    running ??= sweepAll().finally(() => (running = undefined));
    return running;
  };
  const timer = setInterval(() => sweep().catch((error: unknown) => console.error('TTL sweep failed:', error)), everyMs);
  timer.unref();
  return { sweep, stop: () => clearInterval(timer) };
}
