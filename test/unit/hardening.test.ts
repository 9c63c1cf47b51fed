/** Hardening in isolation: path decoding, item sizes, the login wait, and the mail worker against mocked clients. */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { SQSEvent } from 'aws-lambda';
import { matchPath } from '../../functions/contract/routes';
import { isItemRef } from '../../functions/contract/validation';
import { clientSettings, resetClients } from '../../functions/core/aws/endpoints';
import { config } from '../../functions/core/config';
import { loginPolicies, waitAfter } from '../../functions/core/auth/throttle';
import { assertStorable, itemSize, maxItemBytes } from '../../functions/core/db/item-size';
import { mailMaxReceiveCount } from '../../functions/core/mail/jobs';
import { handler as deliverMail } from '../../functions/workers/deliver-mail';

describe('path parameters', () => {
  it.each(['%ZZ', '%E0%A4%A', '%ED%A0%80', '%', 'a%C0'])('%s matches no route instead of throwing', (segment) => {
    expect(matchPath('/api/getNewsDetails/{id}', `/api/getNewsDetails/${segment}`)).toBeNull();
  });

  it('still decodes a well-formed parameter', () => {
    expect(matchPath('/api/getNewsDetails/{id}', '/api/getNewsDetails/caf%C3%A9')).toEqual({ id: 'café' });
  });

  it('accepts ids and slugs only of a safe shape and length', () => {
    expect(isItemRef('kolkata-delivery-centre-opens')).toBe(true);
    expect(isItemRef(crypto.randomUUID())).toBe(true);
    for (const bad of ['', 'x'.repeat(101), 'a/b', 'a\u0000', 'café', '__proto__']) expect(isItemRef(bad)).toBe(false);
  });
});

describe('AWS clients', () => {
  it('guess no region (the SDK resolves it) and give up on a hung service', () => {
    const saved = process.env.AWS_REGION;
    delete process.env.AWS_REGION;
    try {
      expect(config.region).toBeUndefined();
      expect(clientSettings(undefined)).not.toHaveProperty('region');
    } finally {
      if (saved !== undefined) process.env.AWS_REGION = saved;
    }
    expect(clientSettings(undefined)).toMatchObject({
      maxAttempts: 3,
      requestHandler: { connectionTimeout: 3000, requestTimeout: 5000, throwOnRequestTimeout: true },
    });
  });
});

describe('item size as DynamoDB counts it', () => {
  it('counts attribute names and UTF-8 bytes of values', () => {
    expect(itemSize({ ab: 'x€' })).toBe(2 + 4);
    expect(itemSize({ n: 12345 })).toBe(1 + 4);
    expect(itemSize({ l: ['a', 'b'] })).toBe(1 + 3 + 2 * (1 + 1));
    expect(itemSize({ m: { k: true } })).toBe(1 + 3 + (1 + 1 + 1));
  });

  it('refuses 190,000 euro signs (under 200,000 characters, 570,000 bytes) and overlong keys', () => {
    expect(() => assertStorable({ pk: 'NEWS#1', body: '€'.repeat(190_000) })).toThrow(/too large/);
    expect(() => assertStorable({ pk: 'NEWS#1', body: 'x'.repeat(maxItemBytes - 100) })).not.toThrow();
    expect(() => assertStorable({ pk: 'x'.repeat(2049) })).toThrow();
    expect(() => assertStorable({ pk: 'a', sk: 'x'.repeat(1025) })).toThrow();
  });
});

describe('login wait', () => {
  it('is free up to the limit, then doubles up to its cap', () => {
    const { pair, account } = loginPolicies;
    expect(waitAfter(pair.free - 1, pair)).toBe(0);
    expect([pair.free, pair.free + 1, pair.free + 2].map((n) => waitAfter(n, pair))).toEqual([30, 60, 120]);
    expect(waitAfter(pair.free + 20, pair)).toBe(15 * 60);
    expect(waitAfter(account.free + 20, account)).toBe(60);
  });
});

describe('mail worker', () => {
  const dynamo = mockClient(DynamoDBDocumentClient);
  const ses = mockClient(SESv2Client);
  const id = crypto.randomUUID();
  const enquiry = {
    _id: id,
    name: 'Ada',
    emailAddress: 'ada@example.org',
    contactNo: '1',
    message: 'Hello',
    mailStatus: 'queued',
    mailAttempts: 0,
  };
  const sqsEvent = (receiveCount: number, body = JSON.stringify({ type: 'CONTACT', id })) =>
    ({ Records: [{ messageId: 'm1', body, attributes: { ApproximateReceiveCount: String(receiveCount) } }] }) as unknown as SQSEvent;
  const statusWrites = () => dynamo.commandCalls(UpdateCommand).map((call) => call.args[0].input.ExpressionAttributeValues?.[':v0']);

  beforeAll(() => {
    Object.assign(process.env, { TABLE_NAME: 'unit', MAIL_FROM: 'from@example.com', MAIL_TO: 'to@example.com' });
    delete process.env.DYNAMODB_ENDPOINT;
    delete process.env.SES_ENDPOINT;
    resetClients();
  });
  beforeEach(() => {
    dynamo.reset();
    ses.reset();
    dynamo.on(GetCommand).resolves({ Item: enquiry });
    dynamo.on(UpdateCommand).resolves({});
    ses.on(SendEmailCommand).resolves({});
  });
  afterEach(() => resetClients());

  it('claims the enquiry, sends its mail and records it as sent', async () => {
    expect(await deliverMail(sqsEvent(1))).toEqual({ batchItemFailures: [] });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
    expect(ses.commandCalls(SendEmailCommand)[0]!.args[0].input.Content?.Simple?.Subject?.Data).toBe('New contact message from Ada');
    expect(statusWrites()).toEqual(['sending', 'sent']);
  });

  it('reports a failed send for redelivery, and marks it failed on the last delivery', async () => {
    ses.on(SendEmailCommand).rejects(new Error('SES down'));
    expect(await deliverMail(sqsEvent(1))).toEqual({ batchItemFailures: [{ itemIdentifier: 'm1' }] });
    expect(statusWrites()).toEqual(['sending', 'retrying']);
    dynamo.resetHistory();
    await deliverMail(sqsEvent(mailMaxReceiveCount));
    expect(statusWrites()).toEqual(['sending', 'failed']);
  });

  it('sends nothing for an enquiry already sent, or a message no retry can fix', async () => {
    dynamo.on(GetCommand).resolves({ Item: { ...enquiry, mailStatus: 'sent' } });
    expect(await deliverMail(sqsEvent(2))).toEqual({ batchItemFailures: [] });
    expect(await deliverMail(sqsEvent(1, 'not json'))).toEqual({ batchItemFailures: [] });
    expect(ses.calls()).toHaveLength(0);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('leaves the message for later when another delivery holds the claim', async () => {
    dynamo.on(UpdateCommand).rejects(Object.assign(new Error('claimed'), { name: 'ConditionalCheckFailedException' }));
    dynamo.on(GetCommand).resolves({ Item: { ...enquiry, mailStatus: 'sending' } });
    expect(await deliverMail(sqsEvent(1))).toEqual({ batchItemFailures: [{ itemIdentifier: 'm1' }] });
    expect(ses.calls()).toHaveLength(0);
  });
});
