/** Handlers against mocked AWS clients: the shaping of answers, without any stand-in. */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, PutCommand, QueryCommand, UpdateCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { resetClients } from '../../functions/core/aws/endpoints';
import { messages } from '../../functions/contract/messages';
import { signFormToken } from '../../functions/core/spam/token';

const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
const sqs = mockClient(SQSClient);

const event = (body?: unknown, pathParameters?: Record<string, string>, headers: Record<string, string> = {}) =>
  ({
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    isBase64Encoded: false,
    pathParameters,
    requestContext: { http: { sourceIp: '127.0.0.1' } },
  }) as unknown as APIGatewayProxyEventV2;

beforeAll(() => {
  Object.assign(process.env, {
    TABLE_NAME: 'unit',
    MEDIA_BUCKET: 'unit-media',
    MAIL_FROM: 'from@example.com',
    MAIL_TO: 'to@example.com',
    MAIL_QUEUE_URL: 'https://sqs.example/1/mail',
    JWT_SECRET: 'u'.repeat(48),
  });
  delete process.env.DYNAMODB_ENDPOINT;
  delete process.env.SES_ENDPOINT;
  resetClients();
});
beforeEach(() => {
  dynamo.reset();
  ses.reset();
  sqs.reset();
  dynamo.resolves({});
  ses.resolves({});
  sqs.resolves({});
});
afterEach(() => resetClients());

describe('contactMail handler', () => {
  it('stores the enquiry as queued, then queues its mail; never calls SES, and answers ack 1 even when the queue fails', async () => {
    sqs.on(SendMessageCommand).rejects(new Error('queue down'));
    const { handler } = await import('../../functions/handlers/contact-mail');
    const formToken = signFormToken(new TextEncoder().encode(process.env.JWT_SECRET), 'contact', Date.now() - 10_000);
    const result = await handler(event({ name: 'A', emailAddress: 'a@b.co', contactNo: '1', message: 'm', terms: true, formToken }));
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body!)).toMatchObject({ ack: 1, msg: messages.formSubmitted });
    const put = dynamo.commandCalls(PutCommand)[0]!.args[0].input;
    expect(put.Item).toMatchObject({ name: 'A', gsi1pk: 'CONTACT', entityType: 'CONTACT', mailStatus: 'queued', mailAttempts: 0 });
    expect(put.ConditionExpression).toBe('attribute_not_exists(pk)');
    const message = sqs.commandCalls(SendMessageCommand)[0]!.args[0].input;
    expect(message.QueueUrl).toBe('https://sqs.example/1/mail');
    expect(JSON.parse(message.MessageBody!)).toEqual({ type: 'CONTACT', id: put.Item!._id });
    expect(ses.calls()).toHaveLength(0);
    // Updates: the spam screen's rate counters, the count (an ADD on a slot of the kind's counters), then its day's
    // lead-source counters (a total and one per dimension); never a change to the enquiry.
    const updates = dynamo.commandCalls(UpdateCommand).map((call) => call.args[0].input);
    const day = String(put.Item!.added_date).slice(0, 10);
    expect(updates.map((update) => `${String(update.Key?.pk)} ${String(update.Key?.sk)}`)).toEqual([
      expect.stringMatching(/^SPAMRATE#ADDRESS#a@b\.co#/),
      expect.stringMatching(/^SPAMRATE#CLIENT#127\.0\.0\.1#/),
      expect.stringMatching(/^CONTACT#COUNTERS SLOT#/),
      ...Array.from({ length: 5 }, () => `LEADSOURCES#CONTACT ${day}`),
    ]);
    expect(updates[2]).toMatchObject({ UpdateExpression: 'ADD #c0 :c0, #c1 :c1' });
    expect(updates[2]!.ExpressionAttributeValues).toEqual({ ':c0': 1, ':c1': 1 });
  });

  it('answers 400 and touches nothing for invalid input', async () => {
    const { handler } = await import('../../functions/handlers/contact-mail');
    const result = await handler(event({}));
    expect(result.statusCode).toBe(400);
    expect(dynamo.calls()).toHaveLength(0);
    expect(ses.calls()).toHaveLength(0);
  });
});

describe('getAllNews handler', () => {
  it('queries the list index (never a scan) and strips the key attributes', async () => {
    dynamo
      .on(QueryCommand)
      .resolves({ Items: [{ pk: 'NEWS#1', sk: 'NEWS', gsi1pk: 'NEWS', gsi1sk: 'x', entityType: 'NEWS', _id: '1', newsTitle: 'T' }] });
    const { handler } = await import('../../functions/handlers/get-all-news');
    const result = await handler(event());
    expect(JSON.parse(result.body!)).toEqual({ ack: 1, data: [{ _id: '1', newsTitle: 'T' }] });
    const query = dynamo.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(query).toMatchObject({ IndexName: 'gsi1', ScanIndexForward: false, ExpressionAttributeValues: { ':type': 'NEWS' } });
  });
});

describe('getNewsDetails handler', () => {
  it('answers 404 with the error text for an unknown slug', async () => {
    dynamo.on(GetCommand).resolves({});
    const { handler } = await import('../../functions/handlers/get-news-details');
    const result = await handler(event(undefined, { id: 'missing' }));
    expect(result.statusCode).toBe(404);
    expect(JSON.parse(result.body!)).toMatchObject({ ack: 0, error: messages.notFound.news });
  });

  it('hides internal errors behind a generic 500', async () => {
    dynamo.on(GetCommand).rejects(new Error('table exploded'));
    const { handler } = await import('../../functions/handlers/get-news-details');
    const result = await handler(event(undefined, { id: 'x' }));
    expect(result.statusCode).toBe(500);
    expect(result.body).not.toContain('exploded');
  });
});

describe('admin handlers', () => {
  it('answer 401 before reading anything without a bearer token', async () => {
    const { handler } = await import('../../functions/handlers/contact-list');
    const result = await handler(event(undefined, { page: '1' }));
    expect(result.statusCode).toBe(401);
    expect(JSON.parse(result.body!).msg).toBe(messages.unauthorized);
    expect(dynamo.calls()).toHaveLength(0);
  });
});
