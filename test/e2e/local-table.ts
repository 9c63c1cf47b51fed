/**
 * The e2e server's table, reached directly (./server.ts writes where it
 * answers): the core's own client and item builders then write what a route
 * would store, at volume, without the route's per-request cost.
 */
import { existsSync, readFileSync } from 'node:fs';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../functions/core/aws/dynamodb';
import { resetClients } from '../../functions/core/aws/endpoints';
import { config } from '../../functions/core/config';
import type { ItemKey } from '../../functions/core/db/keys';
import { expect } from './fixtures';

/** Points the core's client at the e2e server's table, once the server has said where it is. */
export async function connectLocalTable(): Promise<void> {
  const stackFile = process.env.E2E_STACK_FILE;
  if (!stackFile) throw new Error('E2E_STACK_FILE is not set: run the suite through playwright.config.ts');
  // The server answers the API before its first publish is done; it names its table right after.
  await expect.poll(() => existsSync(stackFile), { message: `the e2e server's ${stackFile}`, timeout: 300_000 }).toBe(true);
  const stack = JSON.parse(readFileSync(stackFile, 'utf8')) as { dynamodb: string; tableName: string };
  if (process.env.DYNAMODB_ENDPOINT === stack.dynamodb) return;
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    DYNAMODB_ENDPOINT: stack.dynamodb,
    TABLE_NAME: stack.tableName,
  });
  resetClients();
}

type Request = { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: ItemKey } };

/** Sends writes 25 at a time (BatchWriteItem's limit), 8 batches at once, again for whatever the table left unprocessed. */
export async function batchWrite(requests: Request[]): Promise<void> {
  const send = async (batch: Request[]) => {
    let pending: Record<string, Request[]> = { [config.tableName]: batch };
    while (Object.keys(pending).length > 0) {
      const answer = await db().send(new BatchWriteCommand({ RequestItems: pending }));
      pending = (answer.UnprocessedItems ?? {}) as Record<string, Request[]>;
    }
  };
  const batches: Request[][] = [];
  for (let from = 0; from < requests.length; from += 25) batches.push(requests.slice(from, from + 25));
  for (let from = 0; from < batches.length; from += 8) await Promise.all(batches.slice(from, from + 8).map(send));
}
