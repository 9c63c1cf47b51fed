/** The exports' row cap, against mocked clients (100,001 rows are too many to seed into the local stack for one check). */
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { exportMessages, maxExportRows } from '../../functions/contract/exports';
import { resetClients } from '../../functions/core/aws/endpoints';
import { exportLeads } from '../../functions/core/leads/export';
import { exportSubscribers } from '../../functions/core/newsletter/export';

const dynamo = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);

const rows = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    _id: `r${i}`,
    email: `r${i}@example.com`,
    name: 'N',
    added_date: '2026-01-01T00:00:00.000Z',
  }));

beforeAll(() => {
  Object.assign(process.env, { TABLE_NAME: 'unit', MEDIA_BUCKET: 'unit-media', AWS_REGION: 'us-east-1' });
  // The download link is signed locally: any key pair will do.
  Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'unit', AWS_SECRET_ACCESS_KEY: 'unit' });
  delete process.env.DYNAMODB_ENDPOINT;
  delete process.env.S3_ENDPOINT;
  resetClients();
});
beforeEach(() => {
  dynamo.reset();
  s3.reset();
  s3.resolves({});
});
afterEach(() => resetClients());

describe('the export row cap', () => {
  it('refuses more than maxExportRows with 400 and the count, writing nothing', async () => {
    dynamo.on(QueryCommand).resolves({ Items: rows(maxExportRows + 1) });
    const refusal = { status: 400, message: exportMessages.tooMany(maxExportRows + 1) };
    await expect(exportLeads('contact', {}, undefined, '2026-11-26')).rejects.toMatchObject(refusal);
    await expect(exportSubscribers({}, '2026-11-26')).rejects.toMatchObject(refusal);
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
    expect(refusal.message).toBe('An export holds at most 100,000 rows and this list has 100,001: narrow it first.');
  });

  it('writes exactly maxExportRows in one Put', async () => {
    dynamo.on(QueryCommand).resolves({ Items: rows(maxExportRows) });
    const file = await exportSubscribers({}, '2026-11-26');
    expect(file.rows).toBe(maxExportRows);
    const puts = s3.commandCalls(PutObjectCommand);
    expect(puts).toHaveLength(1);
    expect(String(puts[0]!.args[0].input.Body).split('\r\n')).toHaveLength(maxExportRows + 2);
  });
});
