/** The handler frame: route schemas checked before a handler runs, and one log line per request. */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { messages } from '../../functions/contract/messages';
import { issueToken } from '../../functions/core/auth/tokens';
import { resetClients } from '../../functions/core/aws/endpoints';

const dynamo = mockClient(DynamoDBDocumentClient);
let token = '';
const accountId = '7b0c5a52-3f0e-4a51-9d43-1c2b1a8e9f10';

const event = (options: { body?: unknown; params?: Record<string, string>; auth?: boolean } = {}) =>
  ({
    headers: { 'content-type': 'application/json', ...(options.auth ? { authorization: `Bearer ${token}` } : {}) },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    isBase64Encoded: false,
    pathParameters: options.params,
    requestContext: { requestId: 'req-1', http: { sourceIp: '127.0.0.1' } },
  }) as unknown as APIGatewayProxyEventV2;

/** The JSON lines the frame writes during `run`. */
async function logged<T>(run: () => Promise<T>): Promise<{ result: T; lines: Record<string, unknown>[] }> {
  const writes: string[] = [];
  const capture = (chunk: string | Uint8Array) => {
    writes.push(String(chunk));
    return true;
  };
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  try {
    const result = await run();
    return {
      result,
      lines: writes.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.message === 'request'),
    };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

beforeAll(async () => {
  Object.assign(process.env, { TABLE_NAME: 'unit', MEDIA_BUCKET: 'unit-media', JWT_SECRET: 'f'.repeat(48) });
  delete process.env.DYNAMODB_ENDPOINT;
  resetClients();
  token = await issueToken({ sub: accountId, email: 'admin@example.com', role: 'owner', sv: 0 });
});
beforeEach(() => {
  dynamo.reset();
  dynamo.resolves({});
  // The session check reads the token's account on every admin call.
  dynamo
    .on(GetCommand, { Key: { pk: 'ADMIN#admin@example.com', sk: 'ADMIN' } })
    .resolves({ Item: { _id: accountId, email: 'admin@example.com' } });
});
/** Table calls other than the session check's read of the account. */
const itemCalls = () => dynamo.calls().filter((call) => !JSON.stringify(call.args[0].input).includes('ADMIN#'));
afterEach(() => resetClients());

describe('route schemas in the frame', () => {
  it('answer 404 for an id that can name no item, before the table is asked', async () => {
    const { handler } = await import('../../functions/handlers/update-news');
    const result = await handler(event({ params: { id: 'not-a-uuid' }, body: { newsTitle: 'x' }, auth: true }));
    expect(result.statusCode).toBe(404);
    expect(JSON.parse(result.body!)).toEqual({
      ack: 0,
      msg: messages.notFound.news,
      message: messages.notFound.news,
      error: messages.notFound.news,
    });
    expect(itemCalls()).toHaveLength(0);
  });

  it('answer 400 for a page that is not a whole number from 1', async () => {
    const { handler } = await import('../../functions/handlers/contact-list');
    for (const page of ['0', '1.5', 'x', '1234567']) {
      const result = await handler(event({ params: { page }, auth: true }));
      expect([page, result.statusCode, JSON.parse(result.body!).msg]).toEqual([page, 400, messages.badPage]);
    }
    expect(itemCalls()).toHaveLength(0);
  });

  it("answer 400 with every field's message, summed up as the spec's text when a required field is empty", async () => {
    const { handler } = await import('../../functions/handlers/create-news');
    const result = await handler(event({ body: { newsLink: 'ftp://x' }, auth: true }));
    const body = JSON.parse(result.body!);
    expect(result.statusCode).toBe(400);
    expect(body).toMatchObject({ ack: false, msg: messages.allFieldsRequired, message: messages.allFieldsRequired });
    expect(body.errors).toMatchObject({
      newsTitle: 'Title is required.',
      newsLink: 'Source Link must be a web address starting with http:// or https://.',
    });
    expect(itemCalls()).toHaveLength(0);
  });

  it('check the token before anything else', async () => {
    const { handler } = await import('../../functions/handlers/update-news');
    const result = await handler(event({ params: { id: 'not-a-uuid' } }));
    expect(result.statusCode).toBe(401);
  });
});

describe('request log', () => {
  beforeEach(() => vi.stubEnv('LOG_LEVEL', 'info'));
  afterEach(() => vi.unstubAllEnvs());
  it('writes one line per request with its id, route, method, status and duration', async () => {
    const { handler } = await import('../../functions/handlers/contact-list');
    const { result, lines } = await logged(() => handler(event({ params: { page: '0' }, auth: true })));
    expect(result.statusCode).toBe(400);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'info', requestId: 'req-1', route: '/api/contactList/{page}', method: 'GET', status: 400 });
    expect(lines[0]!.durationMs).toEqual(expect.any(Number));
  });

  it('puts an unexpected error with its stack on that line, and never in the answer', async () => {
    dynamo.rejects(new Error('table exploded'));
    const { handler } = await import('../../functions/handlers/get-all-news');
    const { result, lines } = await logged(() => handler(event()));
    expect(result.statusCode).toBe(500);
    expect(result.body).not.toContain('exploded');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'error',
      status: 500,
      route: '/api/getallNews',
      error: { name: 'Error', message: 'table exploded' },
    });
    expect((lines[0]!.error as { stack: string }).stack).toContain('table exploded');
  });
});
