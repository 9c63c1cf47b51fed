/**
 * A CloudFront KeyValueStore stand-in, speaking the REST API the SDK calls
 * (DescribeKeyValueStore, GetKey, PutKey, DeleteKey, ListKeys; JSON in and out)
 * with the service's rules: every write names the store's current ETag
 * (If-Match, else 409 ConflictException) and answers a new one; keys of at
 * most 512 bytes, values of at most 1 KB, at most 5 MB in all (402
 * ServiceQuotaExceededException). One store, the redirects'. The local page
 * server reads the same entries (`get`) through the page-routing function.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { edgeStoreLimits } from '../../functions/contract/redirects';
import { readBody, startFront, type Front } from './http-relay';
import { localAccount } from './iam/arns';

export interface KeyValueStoreStandIn extends Front {
  arn: string;
  /** The value of a key, as the edge function reads it (undefined: no such key). */
  get(key: string): string | undefined;
  /** Fills the store from the table's redirects when the local stack starts (the store itself lives in memory). */
  load(pairs: Iterable<[string, string]>): void;
}

class StoreError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const localStoreArn = `arn:aws:cloudfront::${localAccount}:key-value-store/local-redirects`;

export async function startKeyValueStore(): Promise<KeyValueStoreStandIn> {
  const entries = new Map<string, string>();
  const created = new Date();
  let version = 1;
  let modified = created;
  const etag = () => `ETAG${version}`;
  const size = () => [...entries].reduce((sum, [key, value]) => sum + Buffer.byteLength(key) + Buffer.byteLength(value), 0);
  const counts = () => ({ ItemCount: entries.size, TotalSizeInBytes: size() });

  function changed(response: ServerResponse): void {
    version += 1;
    modified = new Date();
    json(response, 200, counts(), { etag: etag() });
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://local');
    const match = /^\/key-value-stores\/([^/]+)(\/keys(?:\/(.+))?)?$/.exec(url.pathname);
    if (!match) throw new StoreError(404, 'ResourceNotFoundException', 'No such resource.');
    if (decodeURIComponent(match[1] ?? '') !== localStoreArn)
      throw new StoreError(404, 'ResourceNotFoundException', 'No such key value store.');
    const key = match[3] === undefined ? undefined : decodeURIComponent(match[3]);
    const method = request.method ?? 'GET';
    if (!match[2] && method === 'GET') {
      return json(
        response,
        200,
        { ...counts(), KvsARN: localStoreArn, Created: created.getTime() / 1000, LastModified: modified.getTime() / 1000, Status: 'READY' },
        { etag: etag() },
      );
    }
    if (match[2] && key === undefined && method === 'GET') {
      return json(response, 200, { Items: [...entries].map(([Key, Value]) => ({ Key, Value })) });
    }
    if (key === undefined) throw new StoreError(400, 'ValidationException', 'A key is required.');
    if (method === 'GET') {
      const value = entries.get(key);
      if (value === undefined) throw new StoreError(404, 'ResourceNotFoundException', 'No such key.');
      return json(response, 200, { Key: key, Value: value, ...counts() });
    }
    if (request.headers['if-match'] !== etag())
      throw new StoreError(409, 'ConflictException', 'The ETag does not match the store’s current one.');
    if (method === 'DELETE') {
      if (!entries.delete(key)) throw new StoreError(404, 'ResourceNotFoundException', 'No such key.');
      return changed(response);
    }
    if (method === 'PUT') {
      const value = String((JSON.parse((await readBody(request, 64 * 1024)).toString('utf8') || '{}') as { Value?: unknown }).Value ?? '');
      if (Buffer.byteLength(key) > edgeStoreLimits.keyBytes) throw new StoreError(400, 'ValidationException', 'Key too long.');
      if (Buffer.byteLength(value) > edgeStoreLimits.valueBytes) throw new StoreError(400, 'ValidationException', 'Value too large.');
      const before = entries.get(key);
      const grows =
        Buffer.byteLength(key) + Buffer.byteLength(value) - (before === undefined ? 0 : Buffer.byteLength(key) + Buffer.byteLength(before));
      if (size() + grows > edgeStoreLimits.storeBytes) throw new StoreError(402, 'ServiceQuotaExceededException', 'The store is full.');
      entries.set(key, value);
      return changed(response);
    }
    throw new StoreError(405, 'ValidationException', `${method} is not supported.`);
  }

  const front = await startFront(
    'KeyValueStore stand-in',
    (request, response) =>
      handle(request, response).catch((error: unknown) => {
        if (!(error instanceof StoreError)) throw error;
        json(response, error.status, { Message: error.message }, { 'x-amzn-errortype': error.code });
      }),
    (_request, response) => json(response, 500, { Message: 'Internal error' }, { 'x-amzn-errortype': 'InternalServerException' }),
  );
  return {
    ...front,
    arn: localStoreArn,
    get: (key) => entries.get(key),
    load(pairs) {
      for (const [key, value] of pairs) entries.set(key, value);
      version += 1;
    },
  };
}

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json');
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  response.end(JSON.stringify(body));
}
