/**
 * The local DynamoDB stand-in refuses what DynamoDB refuses (sizes counted in
 * UTF-8 bytes), emits the table's stream with old and new images, and removes
 * expired items as TTL does. Plain SDK calls, as any code path would make.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BatchWriteItemCommand,
  DeleteItemCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  UpdateItemCommand,
  type AttributeValue,
} from '@aws-sdk/client-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { ensureTable } from '../../infra/local/resources';
import { startStandIns, type StandIns } from '../../infra/local/stand-ins';

const TableName = 'strict-local';
let standIns: StandIns;
let client: DynamoDBClient;
const events: DynamoDBStreamEvent[] = [];

beforeAll(async () => {
  standIns = await startStandIns({ bucket: 'strict-local', uploadOrigins: [], ttlSweepMs: 100 });
  await ensureTable(standIns.endpoints.dynamodb, TableName);
  client = new DynamoDBClient({
    endpoint: standIns.endpoints.dynamodb,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  standIns.tableStream.subscribe(async (event) => {
    events.push(event);
  });
});
afterAll(async () => {
  client?.destroy();
  await standIns?.close();
});

const key = (id: string): Record<string, AttributeValue> => ({ pk: { S: `NEWS#${id}` }, sk: { S: 'NEWS' } });
const read = async (id: string) => (await client.send(new GetItemCommand({ TableName, Key: key(id), ConsistentRead: true }))).Item;
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: Error) => ({ name: error.name, message: error.message }),
  );
/** The records emitted since `from` for items whose pk starts with `prefix`, once every subscriber is done. */
async function recordsFor(prefix: string): Promise<DynamoDBRecord[]> {
  await standIns.tableStream.idle();
  return events.flatMap((event) => event.Records).filter((record) => record.dynamodb?.Keys?.pk?.S?.startsWith(prefix));
}

describe('DynamoDB size limits, in bytes', () => {
  it('refuses a put of 190,000 × € (570,000 bytes in 190,000 characters) with ValidationException, and stores nothing', async () => {
    const item = { ...key('euro'), body: { S: '€'.repeat(190_000) } };
    expect(await refusal(client.send(new PutItemCommand({ TableName, Item: item })))).toEqual({
      name: 'ValidationException',
      message: 'Item size has exceeded the maximum allowed size',
    });
    expect(await read('euro')).toBeUndefined();
  });

  it('stores an item just under 400 KB and refuses one just over, counted the AWS way', async () => {
    // Names and values in UTF-8: pk (2 + 10) + sk (2 + 4) + body (4 + n) bytes.
    const fixed = 2 + 'NEWS#edge1'.length + 2 + 4 + 4;
    const under = { ...key('edge1'), body: { S: 'x'.repeat(400 * 1024 - fixed) } };
    await client.send(new PutItemCommand({ TableName, Item: under }));
    const over = { ...key('edge2'), body: { S: 'x'.repeat(400 * 1024 - fixed + 1) } };
    expect(await refusal(client.send(new PutItemCommand({ TableName, Item: over })))).toMatchObject({ name: 'ValidationException' });
    expect(await read('edge1')).toBeDefined();
    expect(await read('edge2')).toBeUndefined();
  });

  it('refuses partition keys over 2,048 bytes and sort keys over 1,024 bytes, in writes and reads', async () => {
    const longPk = `NEWS#${'€'.repeat(682)}`; // 2,051 bytes in 687 characters
    const longSk = '€'.repeat(342); // 1,026 bytes
    const hashMessage = expect.stringContaining('Size of hashkey has exceeded the maximum size limit of2048 bytes');
    const rangeMessage = expect.stringContaining('Aggregated size of all range keys has exceeded the size limit of 1024 bytes');
    const tooLong = { pk: { S: longPk }, sk: { S: 'NEWS' } };
    expect(await refusal(client.send(new PutItemCommand({ TableName, Item: tooLong })))).toEqual({
      name: 'ValidationException',
      message: hashMessage,
    });
    expect(await refusal(client.send(new PutItemCommand({ TableName, Item: { pk: { S: 'NEWS#sk' }, sk: { S: longSk } } })))).toEqual({
      name: 'ValidationException',
      message: rangeMessage,
    });
    expect(
      await refusal(client.send(new PutItemCommand({ TableName, Item: { ...key('gsi'), gsi1pk: { S: 'NEWS' }, gsi1sk: { S: longSk } } }))),
    ).toMatchObject({ message: rangeMessage });
    expect(await refusal(client.send(new GetItemCommand({ TableName, Key: tooLong })))).toMatchObject({
      name: 'ValidationException',
      message: hashMessage,
    });
    expect(await refusal(client.send(new DeleteItemCommand({ TableName, Key: tooLong })))).toMatchObject({ name: 'ValidationException' });
    const query = new QueryCommand({
      TableName,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': 'pk' },
      ExpressionAttributeValues: { ':pk': { S: longPk } },
    });
    expect(await refusal(client.send(query))).toMatchObject({ name: 'ValidationException', message: hashMessage });
    expect(await read('gsi')).toBeUndefined();
  });

  it('refuses an update that grows an item past 400 KB and leaves the item as it was', async () => {
    const original = { ...key('grow'), body: { S: '€'.repeat(100_000) } }; // 300,000 bytes
    await client.send(new PutItemCommand({ TableName, Item: original }));
    const grow = new UpdateItemCommand({
      TableName,
      Key: key('grow'),
      UpdateExpression: 'SET extra = :extra',
      ExpressionAttributeValues: { ':extra': { S: '€'.repeat(50_000) } },
    });
    expect(await refusal(client.send(grow))).toEqual({
      name: 'ValidationException',
      message: 'Item size to update has exceeded the maximum allowed size',
    });
    expect(await read('grow')).toEqual(original);
  });

  it('refuses a batch with one oversized put and writes none of it', async () => {
    const batch = new BatchWriteItemCommand({
      RequestItems: {
        [TableName]: [
          { PutRequest: { Item: { ...key('batch-ok'), title: { S: 'fine' } } } },
          { PutRequest: { Item: { ...key('batch-big'), body: { S: '€'.repeat(140_000) } } } },
        ],
      },
    });
    expect(await refusal(client.send(batch))).toMatchObject({
      name: 'ValidationException',
      message: 'Item size has exceeded the maximum allowed size',
    });
    expect(await read('batch-ok')).toBeUndefined();
  });
});

describe('the table stream', () => {
  it('emits INSERT, MODIFY and REMOVE with the right images, in order, and nothing for refused or unchanged writes', async () => {
    await client.send(new PutItemCommand({ TableName, Item: { ...key('s1'), title: { S: 'first' } } }));
    await client.send(
      new UpdateItemCommand({
        TableName,
        Key: key('s1'),
        UpdateExpression: 'SET title = :t, readCount = :v',
        ExpressionAttributeValues: { ':t': { S: 'second' }, ':v': { N: '3' } },
      }),
    );
    await client.send(new PutItemCommand({ TableName, Item: { ...key('s1'), title: { S: 'second' }, readCount: { N: '3' } } })); // no change
    await refusal(client.send(new PutItemCommand({ TableName, Item: { ...key('s1'), body: { S: '€'.repeat(190_000) } } })));
    await refusal(client.send(new PutItemCommand({ TableName, Item: key('s1'), ConditionExpression: 'attribute_not_exists(pk)' })));
    await client.send(new DeleteItemCommand({ TableName, Key: key('s1') }));
    await client.send(new DeleteItemCommand({ TableName, Key: key('s1') })); // already gone

    const records = await recordsFor('NEWS#s1');
    expect(records.map((record) => record.eventName)).toEqual(['INSERT', 'MODIFY', 'REMOVE']);
    const [insert, modify, remove] = records as [DynamoDBRecord, DynamoDBRecord, DynamoDBRecord];
    expect(insert.dynamodb).toMatchObject({
      Keys: key('s1'),
      NewImage: { ...key('s1'), title: { S: 'first' } },
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    });
    expect(insert.dynamodb?.OldImage).toBeUndefined();
    expect(modify.dynamodb).toMatchObject({
      OldImage: { ...key('s1'), title: { S: 'first' } },
      NewImage: { ...key('s1'), title: { S: 'second' }, readCount: { N: '3' } },
    });
    expect(remove.dynamodb).toMatchObject({ Keys: key('s1'), OldImage: { ...key('s1'), title: { S: 'second' }, readCount: { N: '3' } } });
    expect(remove.dynamodb?.NewImage).toBeUndefined();
    const sequence = records.map((record) => BigInt(record.dynamodb!.SequenceNumber!));
    expect([...sequence].sort((a, b) => (a < b ? -1 : 1))).toEqual(sequence);
    expect(new Set(records.map((record) => record.eventID)).size).toBe(3);
    for (const record of records) {
      expect(record).toMatchObject({
        eventSource: 'aws:dynamodb',
        awsRegion: 'us-east-1',
        eventSourceARN: expect.stringContaining(`:table/${TableName}/stream/`),
      });
      expect(Math.abs(record.dynamodb!.ApproximateCreationDateTime! - Date.now() / 1000)).toBeLessThan(60);
    }
  });

  it('emits one record per written item of a batch, and keeps going after a failing subscriber', async () => {
    const unsubscribe = standIns.tableStream.subscribe(async () => {
      throw new Error('this subscriber always fails');
    });
    await client.send(
      new BatchWriteItemCommand({
        RequestItems: {
          [TableName]: [
            { PutRequest: { Item: { ...key('b1'), n: { N: '1' } } } },
            { PutRequest: { Item: { ...key('b2'), n: { N: '2' } } } },
          ],
        },
      }),
    );
    await client.send(new DeleteItemCommand({ TableName, Key: key('b1') }));
    unsubscribe();
    const records = await recordsFor('NEWS#b');
    expect(records.map((record) => [record.eventName, record.dynamodb?.Keys?.pk?.S])).toEqual([
      ['INSERT', 'NEWS#b1'],
      ['INSERT', 'NEWS#b2'],
      ['REMOVE', 'NEWS#b1'],
    ]);
  });
});

describe('time to live', () => {
  it('removes an expired item with a REMOVE record made by the service, and keeps one that has not expired', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = { ...key('ttl-old'), expiresAt: { N: String(now - 10) } };
    // Listen first: the sweep may take the expired item the moment it is written.
    const removed = new Promise<DynamoDBRecord>((resolve) => {
      const stop = standIns.tableStream.subscribe(async (event) => {
        const record = event.Records.find((one) => one.eventName === 'REMOVE' && one.dynamodb?.Keys?.pk?.S === 'NEWS#ttl-old');
        if (record) {
          resolve(record);
          stop();
        }
      });
    });
    await client.send(new PutItemCommand({ TableName, Item: expired }));
    await client.send(new PutItemCommand({ TableName, Item: { ...key('ttl-new'), expiresAt: { N: String(now + 3600) } } }));
    // The periodic sweep (every 100 ms here) finds it without being asked.
    const record = await removed;
    expect(record).toMatchObject({
      userIdentity: { type: 'Service', principalId: 'dynamodb.amazonaws.com' },
      dynamodb: { OldImage: expired },
    });
    expect(await read('ttl-old')).toBeUndefined();
    expect(await read('ttl-new')).toBeDefined();
    expect(await standIns.sweepExpired()).toBe(0);
  });
});
