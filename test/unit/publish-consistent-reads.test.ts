/**
 * The publisher reads what the stream just told it about, not the version
 * before: a table whose eventually consistent reads (and list index) still
 * answer the old versions, and whose consistent reads answer the new ones.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, type GetCommandInput, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/contract/routes';
import { keys } from '../../functions/core/db/keys';
import { publishChanges } from '../../functions/core/publish/publisher';
import { loadRenderer } from '../../functions/core/publish/renderer';
import { folderStore } from '../../functions/core/publish/store';
import { fakeRendererDir, pageData, published } from '../integration/publish-support';

const dynamo = mockClient(DynamoDBDocumentClient);
let pages: string;

const news = (id: string, slug: string, title: string, published = true) => ({
  _id: id,
  slug,
  newsTitle: title,
  added_date: `2026-11-2${id.at(-1)}T10:00:00.000Z`,
  ...(published ? {} : { status: 'draft' }),
  ...keys.entity('NEWS', id),
  ...keys.listing('NEWS', `2026-11-2${id.at(-1)}T10:00:00.000Z`, id, published),
});
const ids = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222', '33333333-3333-4333-8333-333333333333'];
// Before: the first item had its old title, the second was not written yet, the third was published.
const before = [news(ids[0]!, 'renamed', 'Old title'), news(ids[2]!, 'withdrawn', 'Withdrawn')];
// After the writes the stream reported: renamed, newly published, made a draft again.
const after = [
  news(ids[0]!, 'renamed', 'New title'),
  news(ids[1]!, 'brand-new', 'Brand new'),
  news(ids[2]!, 'withdrawn', 'Withdrawn', false),
];
const slugs: Record<string, string> = { renamed: ids[0]!, 'brand-new': ids[1]!, withdrawn: ids[2]! };

beforeAll(() => {
  pages = mkdtempSync(join(tmpdir(), 'consistent-'));
  process.env.TABLE_NAME ??= 'unit';
  dynamo.on(GetCommand).callsFake((input: GetCommandInput) => {
    const pk = String(input.Key?.pk);
    if (pk.startsWith('SLUG#')) return { Item: { targetId: slugs[pk.split('#')[2]!] } };
    return { Item: (input.ConsistentRead ? after : before).find((item) => item.pk === pk) };
  });
  // The list index answers the old versions, as an index still catching up does.
  dynamo.on(QueryCommand).callsFake((input: QueryCommandInput) => {
    const partition = input.ExpressionAttributeValues?.[':type'];
    return { Items: before.filter((item) => item.gsi1pk === partition) };
  });
});
afterAll(() => {
  dynamo.restore();
  rmSync(pages, { recursive: true, force: true });
});

describe('consistent reads after a stream record', () => {
  it('renders the list and the pages from the items as they are now, not as the list index still has them', async () => {
    const target = { store: folderStore(pages), renderer: await loadRenderer(fakeRendererDir), origin: 'https://www.example.test' };
    const strip = ({ pk: _pk, sk: _sk, gsi1pk: _g, gsi1sk: _s, ...item }: (typeof after)[number]) => item;
    await publishChanges(target, [
      { type: 'NEWS', oldImage: strip(before[0]!), newImage: strip(after[0]!) },
      { type: 'NEWS', newImage: strip(after[1]!) },
      { type: 'NEWS', oldImage: strip(before[1]!), newImage: strip(after[2]!) },
    ]);

    const list = pageData(published(pages, 'news/index.html'))[routes.getAllNews.path] as Array<{ newsTitle: string }>;
    expect(list.map((item) => item.newsTitle)).toEqual(['Brand new', 'New title']);
    expect(JSON.stringify(pageData(published(pages, 'news/renamed/index.html')))).toContain('New title');
    expect(published(pages, 'news/brand-new/index.html')).not.toBeNull();
    expect(published(pages, 'news/withdrawn/index.html')).toBeNull();
    expect(published(pages, 'sitemap.xml')).not.toContain('/news/withdrawn<');

    const gets = dynamo.commandCalls(GetCommand).map((call) => call.args[0].input);
    expect(gets.length).toBeGreaterThan(0);
    expect(gets.every((input) => input.ConsistentRead === true)).toBe(true);
    // The list index cannot be read consistently (DynamoDB refuses it): its queries stay eventually consistent.
    expect(dynamo.commandCalls(QueryCommand).every((call) => call.args[0].input.ConsistentRead !== true)).toBe(true);
  });
});
