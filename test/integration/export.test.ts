/**
 * The CSV exports against the local stack: one request builds the file on the
 * server and answers a short-lived link to it in S3, which downloads the exact
 * CSV the screens promise (columns, quoting, formula guard, CRLF).
 */
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, it } from 'vitest';
import { exportLinkSeconds, type ExportFile } from '../../functions/contract/exports';
import { routes, apiPath } from '../../functions/contract/routes';
import { db } from '../../functions/core/aws/dynamodb';
import { s3 } from '../../functions/core/aws/s3';
import { config } from '../../functions/core/config';
import { table } from '../../functions/core/db/keys';
import { entityItem, putNew } from '../../functions/core/db/repository';
import { runAs } from '../../infra/local/iam/caller';
import { signInAs, useStack } from './harness';
import { storeContact, storeHire } from './leads-support';
import { asPerson } from './as-person';

const stack = useStack();
const day = '2026-11-26';

const exportPath = (kind: 'contact' | 'hire', query: Record<string, string> = {}) =>
  `${apiPath(routes.exportLeads, { kind })}?${new URLSearchParams({ day, ...query })}`;

async function exported(path: string, token?: string): Promise<{ file: ExportFile; response: Response; text: string }> {
  const answer = await stack.call('GET', path, token === undefined ? {} : { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const file = answer.body.data as ExportFile;
  const response = await fetch(file.url);
  expect(response.status).toBe(200);
  return { file, response, text: await response.text() };
}

/** 25 enquiries a BatchWrite, each with a long message so the list's Query needs several pages. */
async function storeManyContacts(count: number, tag: string): Promise<void> {
  const items = Array.from({ length: count }, (_, i) => {
    const _id = `${tag}-${String(i).padStart(5, '0')}`;
    const added_date = new Date(Date.parse('2025-01-01T00:00:00.000Z') + i * 1000).toISOString();
    const fields = { _id, added_date, name: `Bulk ${i}`, emailAddress: `bulk${i}@example.com`, contactNo: '1', terms: true };
    return entityItem('CONTACT', _id, added_date, { ...fields, message: `${tag} ${'x'.repeat(1500)}`, mailStatus: 'sent' });
  });
  for (let i = 0; i < items.length; i += 25)
    await db().send(
      new BatchWriteCommand({ RequestItems: { [config.tableName]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }),
    );
}

describe('CSV export of an enquiry list', () => {
  it('answers a link to the exact CSV: header, quoting, formula guard, CRLF, newest first', async () => {
    await storeContact(1, { name: 'Ann, Lee', emailAddress: 'ann@example.com', message: 'Say "hi"\nplease' });
    await storeContact(2, { name: '=HYPERLINK("http://evil")', emailAddress: 'eve@example.com', message: '+1 call me' });
    await storeHire(3, { fullName: 'Hana', emailAddress: 'hana@example.com', note: '-note' });

    const { file, response, text } = await exported(exportPath('contact'));
    expect(file).toMatchObject({ fileName: `contact-enquiries-${day}.csv`, rows: 2 });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="contact-enquiries-${day}.csv"`);
    expect(text).toBe(
      [
        'received_at,name,email,contact_no,message,status,assigned_to,last_changed_at,last_changed_by,landing_page,referrer,utm_source,utm_medium,utm_campaign,pages_viewed,device',
        `2026-01-05T09:02:00.000Z,"'=HYPERLINK(""http://evil"")",eve@example.com,9876543210,'+1 call me,New,,,,,,,,,,`,
        '2026-01-05T09:01:00.000Z,"Ann, Lee",ann@example.com,9876543210,"Say ""hi""\nplease",New,,,,,,,,,,',
        '',
      ].join('\r\n'),
    );

    const hire = await exported(exportPath('hire'));
    expect(hire.file).toMatchObject({ fileName: `hiring-enquiries-${day}.csv`, rows: 1 });
    expect(hire.text).toBe(
      'received_at,full_name,email,contact_no,country,hiring_type,skills,note,status,assigned_to,last_changed_at,last_changed_by,landing_page,referrer,utm_source,utm_medium,utm_campaign,pages_viewed,device\r\n' +
        "2026-01-05T09:03:00.000Z,Hana,hana@example.com,6591234567,Singapore,monthly,DevOps,'-note,New,,,,,,,,,,\r\n",
    );
  });

  it('applies the screen’s status and search', async () => {
    const id = await storeContact(10, { name: 'Filtered Fiona', emailAddress: 'fiona@example.com', message: 'about export filters' });
    await stack.call('PUT', apiPath(routes.updateLead, { kind: 'contact', id }), { body: { leadStatus: 'replied' } });

    const replied = await exported(exportPath('contact', { status: 'replied', q: 'export filters' }));
    expect(replied.file.rows).toBe(1);
    expect(replied.text.split('\r\n')[1]).toMatch(/^2026-01-05T09:10:00\.000Z,Filtered Fiona,fiona@example\.com,.*,Replied,/);
    // The screen's sort too: the file lists the rows in the order the table shows them.
    await storeContact(11, { name: 'Aaron Export', emailAddress: 'aaron@example.com', message: 'about export filters' });
    const byName = await exported(exportPath('contact', { q: 'export filters', sort: 'az' }));
    expect(
      byName.text
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(',')[1]),
    ).toEqual(['Aaron Export', 'Filtered Fiona']);
    const bad = await stack.call('GET', exportPath('contact', { sort: 'sideways' }));
    expect(bad).toMatchObject({ status: 400, body: { ack: 0, msg: 'Sort must be newest, oldest, az or za.' } });
    // Who took which list is in the audit log, without the search words (they may be a person's name).
    const log = await stack.call('GET', `${routes.listAudit.path}?action=export`);
    expect(log.body.data.list[0]).toMatchObject({
      action: 'export',
      itemType: 'export',
      itemTitle: `contact-enquiries-${day}.csv`,
      detail: '2 rows, searched',
    });
    expect(log.body.data.list.find((entry: { detail: string }) => entry.detail === '1 row, status Replied, searched')).toBeDefined();
    const none = await exported(exportPath('contact', { status: 'spam', q: 'export filters' }));
    expect(none.file.rows).toBe(0);
    expect(none.text).toBe(
      'received_at,name,email,contact_no,message,status,assigned_to,last_changed_at,last_changed_by,landing_page,referrer,utm_source,utm_medium,utm_campaign,pages_viewed,device\r\n',
    );
  });

  it('exports 2,500 enquiries read over many Query pages, each exactly once', { timeout: 60_000 }, async () => {
    const tag = `bulk${Date.now()}`;
    await storeManyContacts(2500, tag);
    // The list's partition does not fit one Query page: the export must follow LastEvaluatedKey.
    const firstPage = await db().send(
      new QueryCommand({
        TableName: config.tableName,
        IndexName: table.listIndex.name,
        KeyConditionExpression: '#p = :p',
        ExpressionAttributeNames: { '#p': table.listIndex.partitionKey },
        ExpressionAttributeValues: { ':p': 'CONTACT' },
      }),
    );
    expect(firstPage.LastEvaluatedKey).toBeDefined();
    expect(firstPage.Count).toBeLessThan(2500);

    const { file, text } = await exported(exportPath('contact', { q: tag }));
    expect(file.rows).toBe(2500);
    const names = text
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[1]);
    expect(names).toHaveLength(2500);
    expect(new Set(names).size).toBe(2500);
    expect(names[0]).toBe('Bulk 2499');
    expect(names.at(-1)).toBe('Bulk 0');
  });

  it('links for a few minutes only, to a private object no one else can read', async () => {
    const answer = await stack.call('GET', exportPath('contact'));
    const url = new URL(answer.body.data.url);
    expect(url.searchParams.get('X-Amz-Expires')).toBe(String(exportLinkSeconds));
    expect(exportLinkSeconds).toBeLessThanOrEqual(900);
    expect(url.pathname).toMatch(new RegExp(`^/${config.mediaBucket}/exports/[0-9a-f-]{36}/contact-enquiries-${day}\\.csv$`));
    // Without the signature the bucket refuses, as a private bucket does.
    expect((await fetch(`${url.origin}${url.pathname}`)).status).toBe(403);
    // The same link signed as long ago as its lifetime is refused, as S3 refuses an expired one.
    const key = decodeURIComponent(url.pathname.slice(`/${config.mediaBucket}/`.length));
    const signedAt = (ago: number) =>
      getSignedUrl(s3(), new GetObjectCommand({ Bucket: config.mediaBucket, Key: key }), {
        expiresIn: exportLinkSeconds,
        signingDate: new Date(Date.now() - ago * 1000),
      });
    expect((await fetch(await signedAt(exportLinkSeconds - 60))).status).toBe(200);
    expect((await fetch(await signedAt(exportLinkSeconds + 60))).status).toBe(403);
  });

  it('lets the sales team, who work these lists, export enquiries and subscribers, and nobody else', async () => {
    const sales = await signInAs(stack, 'sales');
    expect((await exported(exportPath('contact'), sales.token)).file.fileName).toBe(`contact-enquiries-${day}.csv`);
    expect((await exported(`${routes.exportSubscribers.path}?day=${day}`, sales.token)).file.fileName).toBe(`subscribers-${day}.csv`);
    const editor = await signInAs(stack, 'editor');
    expect((await stack.call('GET', exportPath('contact'), { token: editor.token })).status).toBe(403);
    expect((await stack.call('GET', `${routes.exportSubscribers.path}?day=${day}`, { token: editor.token })).status).toBe(403);
    expect((await stack.call('GET', exportPath('contact'), { token: null })).status).toBe(401);
  });

  it('answers 400 to a bad filter or day, 404 to an unknown list', async () => {
    const bad = async (path: string) => (await stack.call('GET', path)).body;
    expect((await stack.call('GET', exportPath('contact', { status: 'lost' }))).status).toBe(400);
    expect(await bad(exportPath('contact', { status: 'lost' }))).toMatchObject({ ack: 0 });
    expect((await stack.call('GET', exportPath('contact', { q: 'x'.repeat(101) }))).status).toBe(400);
    expect((await stack.call('GET', `${apiPath(routes.exportLeads, { kind: 'contact' })}?day=26-11-2026`)).status).toBe(400);
    expect((await stack.call('GET', apiPath(routes.exportLeads, { kind: 'contact' }))).body).toMatchObject({ ack: 0 });
    expect((await stack.call('GET', `${apiPath(routes.exportLeads, { kind: 'contact' })}?day=2026-13-01`)).status).toBe(400);
    expect((await stack.call('GET', `/api/admin/exports/leads/news?day=${day}`)).status).toBe(404);
  });
});

describe('CSV export of the newsletter subscribers', () => {
  it('holds every confirmed address, newest first, and no pending one', async () => {
    await putNew('SUBSCRIBER', 'old@example.com', '2026-02-01T10:00:00.000Z', {
      email: 'old@example.com',
      added_date: '2026-02-01T10:00:00.000Z',
    });
    await putNew('SUBSCRIBER', '=cmd@example.com', '2026-03-01T10:00:00.000Z', {
      email: '=cmd@example.com',
      added_date: '2026-03-01T10:00:00.000Z',
    });
    await stack.call('POST', routes.newsletterSubscribe.path, {
      body: asPerson('newsletter', { email: 'pending@example.com' }),
      token: null,
    });

    const { file, text } = await exported(`${routes.exportSubscribers.path}?day=${day}`);
    expect(file).toEqual({ url: expect.any(String), fileName: `subscribers-${day}.csv`, rows: 2 });
    expect(text).toBe("email,subscribed_at\r\n'=cmd@example.com,2026-03-01T10:00:00.000Z\r\nold@example.com,2026-02-01T10:00:00.000Z\r\n");

    // The screen's search and sort travel with the export: the file is the list as the admin sees it.
    const searched = await exported(`${routes.exportSubscribers.path}?${new URLSearchParams({ day, q: 'example', sort: 'az' })}`);
    expect(searched.text).toBe(
      "email,subscribed_at\r\n'=cmd@example.com,2026-03-01T10:00:00.000Z\r\nold@example.com,2026-02-01T10:00:00.000Z\r\n",
    );
    const reversed = await exported(`${routes.exportSubscribers.path}?${new URLSearchParams({ day, q: 'old', sort: 'za' })}`);
    expect(reversed.text).toBe('email,subscribed_at\r\nold@example.com,2026-02-01T10:00:00.000Z\r\n');
  });
});

describe('the exports/ grant', () => {
  const put = () => s3().send(new PutObjectCommand({ Bucket: config.mediaBucket, Key: 'exports/probe/x.csv', Body: 'x' }));
  const get = () => s3().send(new GetObjectCommand({ Bucket: config.mediaBucket, Key: 'exports/probe/x.csv' }));
  const denied = { name: 'AccessDenied', $metadata: { httpStatusCode: 403 } };

  it('lets the export functions write and read exports/ and nothing else of the bucket', async () => {
    await runAs('exportLeads', put);
    await expect(runAs('exportSubscribers', get)).resolves.toMatchObject({ ContentLength: 1 });
    const media = () => s3().send(new PutObjectCommand({ Bucket: config.mediaBucket, Key: 'media/x.csv', Body: 'x' }));
    await expect(runAs('exportLeads', media)).rejects.toMatchObject(denied);
  });

  it('refuses exports/ to every other function', async () => {
    const others = (Object.keys(routes) as Array<keyof typeof routes>).filter((name) => !('exports' in routes[name].grants));
    expect(others.length).toBeGreaterThan(40);
    for (const name of others) {
      await expect(runAs(name, put), name).rejects.toMatchObject(denied);
      await expect(runAs(name, get), name).rejects.toMatchObject(denied);
    }
  });
});
