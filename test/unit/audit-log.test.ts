/** The audit log's reads without a table: its page links, and the bound on reads a filtered page may make. */
import { QueryCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { decodeAuditCursor, encodeAuditCursor } from '../../functions/core/audit/cursor';
import { auditMaxReads, auditPageSize, listAuditEntries } from '../../functions/core/audit/log';
import { resetClients } from '../../functions/core/aws/endpoints';

const id = '0f8c2a5e-1b3d-4c6e-8f9a-0b1c2d3e4f5a';
const at = '2026-11-23T05:38:14.123Z';

describe('the page link', () => {
  it('carries an entry position and gives back exactly the AUDIT keys', () => {
    const cursor = encodeAuditCursor(at, id);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]{1,200}$/);
    expect(decodeAuditCursor(cursor)).toEqual({ pk: `AUDIT#${id}`, sk: 'AUDIT', gsi1pk: 'AUDIT', gsi1sk: `${at}#${id}` });
  });

  it('refuses anything this log did not make', () => {
    const encode = (text: string) => Buffer.from(text).toString('base64url');
    for (const cursor of [
      '',
      'not!base64',
      encode(`${at}#${id}x`),
      encode(`${at}#NEWS#${id}`),
      encode(`2026-13-45T99:99:99.999Z#${id}`),
      encode(JSON.stringify({ pk: `AUDIT#${id}`, sk: 'AUDIT' })),
      `${encodeAuditCursor(at, id)}AA`,
    ]) {
      expect(decodeAuditCursor(cursor), cursor).toBeNull();
    }
  });
});

describe('a filtered page', () => {
  const dynamo = mockClient(DynamoDBDocumentClient);
  beforeAll(() => {
    process.env.TABLE_NAME ??= 'unit';
  });
  afterEach(() => {
    dynamo.reset();
    resetClients();
  });

  it('stops after a bounded number of reads and answers where it stopped', async () => {
    const stopped = { pk: `AUDIT#${id}`, sk: 'AUDIT', gsi1pk: 'AUDIT', gsi1sk: `${at}#${id}` };
    dynamo.on(QueryCommand).resolves({ Items: [], LastEvaluatedKey: stopped });
    const page = await listAuditEntries({ action: 'erase' });
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(auditMaxReads);
    expect(page).toEqual({ list: [], cursor: encodeAuditCursor(at, id) });
    const input = dynamo.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(input).toMatchObject({ FilterExpression: '#action = :action', ScanIndexForward: false, IndexName: 'gsi1' });
    expect(input.Limit).toBeUndefined();
  });

  it('cuts a read that found more than a page at the 50th entry, and resumes after it', async () => {
    const items = Array.from({ length: 70 }, (_, i) => {
      const when = new Date(Date.parse(at) - i * 1000).toISOString();
      const entryId = `${id.slice(0, -2)}${String(i).padStart(2, '0')}`;
      return { _id: entryId, at: when, actor: 'a@example.com', action: 'erase', pk: `AUDIT#${entryId}`, gsi1sk: `${when}#${entryId}` };
    });
    dynamo.on(QueryCommand).resolves({ Items: items });
    const page = await listAuditEntries({ action: 'erase' });
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(1);
    expect(page.list).toHaveLength(auditPageSize);
    expect(page.list[0]).toEqual({ _id: items[0]!._id, at: items[0]!.at, actor: 'a@example.com', action: 'erase' });
    const last = items[auditPageSize - 1]!;
    expect(decodeAuditCursor(page.cursor!)?.gsi1sk).toBe(last.gsi1sk);
  });

  it('reads exactly one page when nothing is filtered', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] });
    expect(await listAuditEntries({})).toEqual({ list: [] });
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({ Limit: auditPageSize });
  });

  it('reads a range open at one end with the sort key from or up to its bound, To included to its last entry', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] });
    const from = '2026-11-20T00:00:00.000Z';
    const to = '2026-11-20T23:59:59.999Z';
    await listAuditEntries({ from });
    await listAuditEntries({ to });
    const [since, until] = dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(since).toMatchObject({
      KeyConditionExpression: '#gpk = :audit AND #gsk >= :low',
      ExpressionAttributeNames: { '#gpk': 'gsi1pk', '#gsk': 'gsi1sk' },
      ExpressionAttributeValues: { ':audit': 'AUDIT', ':low': from },
    });
    expect(until).toMatchObject({
      KeyConditionExpression: '#gpk = :audit AND #gsk <= :high',
      ExpressionAttributeValues: { ':high': `${to}#~` },
    });
    expect(`${to}#ffffffff-ffff-4fff-bfff-ffffffffffff` < String(until?.ExpressionAttributeValues?.[':high'])).toBe(true);
  });
});
