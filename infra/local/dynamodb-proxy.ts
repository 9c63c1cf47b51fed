// biome-ignore-all lint/suspicious/noExplicitAny: DynamoDB's JSON wire requests, read field by field per operation
/**
 * A front for dynalite that behaves as DynamoDB does where dynalite does not:
 * it refuses what exceeds DynamoDB's size limits counted in bytes
 * (dynamodb-limits.ts), emits the table's stream after every write
 * (dynamodb-stream.ts) and removes expired items (dynamodb-ttl.ts). Reads pass
 * through unchanged apart from key checks. Writes to one item are serialized
 * here, so each stream record's old and new images are exactly that write's.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { DeleteItemCommand, DescribeTableCommand, DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { BodyTooLarge, exchange, readBody, reply, startFront, type Front } from './http-relay';
import { itemProblem, keyProblem, limitMessages, type Item, type KeySchema } from './dynamodb-limits';
import { namedKeyValues, touchedBy, type Schemas, type Touched } from './dynamodb-requests';
import { LocalTableStream, type Change } from './dynamodb-stream';
import { KeyLocks } from './key-locks';

export interface DynamoProxy extends Front {
  stream: LocalTableStream;
  /** What the TTL sweep needs: the same client, locks and schemas. */
  internals: { client: DynamoDBClient; locks: KeyLocks; schemaOf(table: string): Promise<KeySchema | undefined> };
}

/** dynalite's own request limit. */
const maxRequestBytes = 16 * 1024 * 1024;
const schemaChanges = new Set(['CreateTable', 'DeleteTable', 'UpdateTable']);

export async function startDynamoProxy(upstream: string, region: string): Promise<DynamoProxy> {
  const client = new DynamoDBClient({ endpoint: upstream, region, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const stream = new LocalTableStream(region);
  const locks = new KeyLocks();
  const schemas = new Map<string, Promise<KeySchema | undefined>>();

  const schemaOf = (table: string): Promise<KeySchema | undefined> => {
    if (typeof table !== 'string') return Promise.resolve(undefined);
    let schema = schemas.get(table);
    if (!schema) {
      schema = describe(client, table);
      schemas.set(table, schema);
      void schema.then((found) => found ?? schemas.delete(table));
    }
    return schema;
  };
  const read = async (table: string, key: Item) =>
    (await client.send(new GetItemCommand({ TableName: table, Key: key, ConsistentRead: true }))).Item;

  const front = await startFront(
    'DynamoDB proxy',
    async (request, response) => {
      const body = await readBody(request, maxRequestBytes).catch((error: unknown) => {
        if (error instanceof BodyTooLarge) return undefined;
        throw error;
      });
      if (!body) {
        response.writeHead(413, { 'content-type': 'text/plain' });
        return void response.end('Request Entity Too Large');
      }
      const operation = String(request.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
      let input: Record<string, any>;
      try {
        input = JSON.parse(body.toString('utf8'));
      } catch {
        return reply(response, await forward(request, body)); // dynalite answers malformed requests itself
      }
      if (schemaChanges.has(operation)) schemas.clear();
      const keyLimit = keyProblem(await namedKeyValues(operation, input, schemaOf));
      if (keyLimit) return refuse(response, keyLimit);
      const touched = await touchedBy(operation, input, schemaOf);
      if (!touched || touched.length === 0) return reply(response, await forward(request, body));
      for (const { table, put } of touched) {
        const schema = await schemaOf(table);
        const problem = put && schema && itemProblem(put, schema);
        if (problem) return refuse(response, problem);
      }
      return write(request, response, body, operation, touched, input);
    },
    internalServerError,
  );

  function forward(request: IncomingMessage, body: Buffer) {
    return exchange(upstream, request.method ?? 'POST', request.url ?? '/', request.headers, body);
  }

  async function write(
    request: IncomingMessage,
    response: ServerResponse,
    body: Buffer,
    operation: string,
    touched: Touched[],
    input: Record<string, any>,
  ): Promise<void> {
    const isUpdate = operation === 'UpdateItem';
    const release = await locks.acquire(touched.map(({ table, key }) => KeyLocks.id(table, key)));
    try {
      const following = stream.active;
      const before = following || isUpdate ? await Promise.all(touched.map(({ table, key }) => read(table, key))) : [];
      const answer = await forward(request, body);
      if (answer.status !== 200) return reply(response, answer);
      let after: Array<Item | undefined> = touched.map(({ put }) => put);
      if (isUpdate) {
        const [{ table, key }] = touched as [Touched];
        const updated = await read(table, key);
        const schema = await schemaOf(table);
        const problem = updated && schema && itemProblem(updated, schema, limitMessages.update);
        if (problem) {
          // DynamoDB refuses before writing; here the write is undone, still under the item's lock.
          const [previous] = before;
          if (previous) await client.send(new PutItemCommand({ TableName: table, Item: previous }));
          else await client.send(new DeleteItemCommand({ TableName: table, Key: key }));
          return refuse(response, problem);
        }
        after = [updated];
      }
      reply(response, answer);
      if (following) stream.emit(changes(touched, before, after, await unprocessed(answer.body, input, schemaOf)));
    } finally {
      release();
    }
  }

  return { ...front, stream, internals: { client, locks, schemaOf } };
}

function changes(touched: Touched[], before: Array<Item | undefined>, after: Array<Item | undefined>, skipped: Set<string>): Change[] {
  return touched
    .map(({ table, key }, index) => ({ table, keys: key, oldImage: before[index], newImage: after[index] }))
    .filter(({ table, keys }) => !skipped.has(KeyLocks.id(table, keys)));
}

/** Writes of a BatchWriteItem that DynamoDB left for a retry made no change. */
async function unprocessed(answer: Buffer, input: Record<string, any>, schemas: Schemas): Promise<Set<string>> {
  if (!input.RequestItems) return new Set();
  const left = (JSON.parse(answer.toString('utf8')) as { UnprocessedItems?: Record<string, unknown> }).UnprocessedItems ?? {};
  const touched = Object.keys(left).length > 0 ? await touchedBy('BatchWriteItem', { RequestItems: left }, schemas) : [];
  return new Set((touched ?? []).map(({ table, key }) => KeyLocks.id(table, key)));
}

async function describe(client: DynamoDBClient, table: string): Promise<KeySchema | undefined> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: table }));
    const keyOf = (schema: Array<{ AttributeName?: string; KeyType?: string }> = []) => ({
      partition: schema.find((part) => part.KeyType === 'HASH')?.AttributeName ?? '',
      sort: schema.find((part) => part.KeyType === 'RANGE')?.AttributeName,
    });
    const indexes = [...(Table?.GlobalSecondaryIndexes ?? []), ...(Table?.LocalSecondaryIndexes ?? [])];
    return {
      table: keyOf(Table?.KeySchema),
      indexes: Object.fromEntries(indexes.map((index) => [index.IndexName ?? '', keyOf(index.KeySchema)])),
    };
  } catch {
    return undefined;
  }
}

function refuse(response: ServerResponse, message: string): void {
  answerError(response, 400, 'ValidationException', message);
}

/** DynamoDB's answer when it failed (the SDK retries it). */
function internalServerError(_request: IncomingMessage, response: ServerResponse): void {
  answerError(response, 500, 'InternalServerError', 'Internal server error');
}

function answerError(response: ServerResponse, status: number, type: string, message: string): void {
  const body = JSON.stringify({ __type: `com.amazonaws.dynamodb.v20120810#${type}`, message });
  response.writeHead(status, {
    'content-type': 'application/x-amz-json-1.0',
    'x-amzn-requestid': randomUUID(),
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}
