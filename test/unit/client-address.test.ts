/** Which address the login throttle counts a caller under: never a header, unless the request proves it came through CloudFront. */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { resetClients } from '../../functions/core/aws/endpoints';
import { handler } from '../../functions/handlers/admin-login';

const dynamo = mockClient(DynamoDBDocumentClient);

const login = (headers: Record<string, string>) =>
  handler({
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email: 'admin@example.com', password: 'not-the-password' }),
    isBase64Encoded: false,
    requestContext: { http: { sourceIp: '203.0.113.7' } },
  } as unknown as APIGatewayProxyEventV2);

const countedClients = () =>
  dynamo
    .commandCalls(UpdateCommand)
    .map((call) => String(call.args[0].input.Key?.pk))
    .filter((pk) => pk.startsWith('LOGIN#CLIENT#'));

beforeAll(() => {
  Object.assign(process.env, { TABLE_NAME: 'unit', JWT_SECRET: 'u'.repeat(48) });
  delete process.env.DYNAMODB_ENDPOINT;
  resetClients();
});
beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({});
});
afterEach(() => {
  delete process.env.ORIGIN_VERIFY;
  resetClients();
});

const originSecret = 'o'.repeat(48);

describe('the client a login is counted under', () => {
  it("is API Gateway's source IP; forwarded headers are ignored", async () => {
    await login({ 'x-forwarded-for': '198.51.100.1', 'cloudfront-viewer-address': '198.51.100.2:443' });
    expect(countedClients()).toEqual(['LOGIN#CLIENT#203.0.113.7']);
  });

  it("is the viewer address CloudFront sets, on a request carrying CloudFront's origin secret", async () => {
    process.env.ORIGIN_VERIFY = originSecret;
    await login({ 'x-forwarded-for': '198.51.100.1', 'x-viewer-address': '198.51.100.2', 'x-origin-verify': originSecret });
    expect(countedClients()).toEqual(['LOGIN#CLIENT#198.51.100.2']);
  });

  it('ignores the viewer address on a direct call without the secret, or with a wrong one', async () => {
    process.env.ORIGIN_VERIFY = originSecret;
    await login({ 'x-viewer-address': '198.51.100.2' });
    await login({ 'x-viewer-address': '198.51.100.3', 'x-origin-verify': `${'o'.repeat(47)}x` });
    await login({ 'x-viewer-address': '198.51.100.4', 'x-origin-verify': 'short' });
    expect(countedClients()).toEqual(['LOGIN#CLIENT#203.0.113.7', 'LOGIN#CLIENT#203.0.113.7', 'LOGIN#CLIENT#203.0.113.7']);
  });

  it('never trusts the header where no secret is configured (locally, and every other function)', async () => {
    await login({ 'x-viewer-address': '198.51.100.2', 'x-origin-verify': originSecret });
    expect(countedClients()).toEqual(['LOGIN#CLIENT#203.0.113.7']);
  });
});
