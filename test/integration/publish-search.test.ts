/**
 * The publisher keeps the site search's index current: publish-all indexes
 * every page, and each publish on write rebuilds it from the whole site (the
 * pages it rendered and the ones already in the store).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, routes } from '../../functions/contract/routes';
import { handler } from '../../functions/workers/publish-pages';
import { pngBytes, useStack } from './harness';
import { fakeRendererDir, published, streamEvent } from './publish-support';
import { publishedIn, searchFiles } from './search-support';

const stack = useStack();
let pages: string;

beforeAll(() => {
  pages = mkdtempSync(join(tmpdir(), 'publish-search-'));
  Object.assign(process.env, { PAGES_DIR: pages, RENDERER_DIR: fakeRendererDir, SITE_ORIGIN: 'https://www.example.test' });
});
afterAll(() => rmSync(pages, { recursive: true, force: true }));

const urlsFor = async (term: string) => (await searchFiles(publishedIn(pages), term)).map(({ url }) => url);

async function createNews(title: string, body: string) {
  const image = await stack.upload(pngBytes);
  const created = await stack.call('POST', routes.createNews.path, {
    form: { newsTitle: title, metaTitle: title, metaDescription: `About ${title}`, newsContent: `<p>${body}</p>`, image },
  });
  expect(created.status).toBe(201);
  return created.body.data as Record<string, string>;
}

describe('the search index on publish', () => {
  it('publish-all indexes every content page, with its kind, and writes the index with its generations', async () => {
    const news = await createNews('Harbour office opens', 'Our harbour office welcomes the pelican team.');
    await handler({ action: 'publish-all' });
    const found = await searchFiles(publishedIn(pages), 'pelican');
    expect(found.map(({ url, meta }) => [url, meta.kind])).toEqual([[`/news/${news.slug}`, 'News']]);
    expect(found[0]!.meta.title).toBe(`Page /news/${news.slug}`);
    // A static page is in too; the list pages are not.
    expect(await urlsFor('angular')).toEqual(['/success-stories/angular-dev']);
    expect(published(pages, 'pagefind/pagefind-entry.json')).not.toBeNull();
    expect(JSON.parse(published(pages, 'pagefind/generations.json')!).generations[0].files).toContain('pagefind/pagefind-entry.json');
  });

  it('a newly published news item becomes findable, an unpublished one disappears, and the rest of the site stays', async () => {
    const news = await createNews('Robotics week', 'A week of wombat robotics demos.');
    expect(await urlsFor('wombat')).toEqual([]);
    await handler(streamEvent('NEWS', { new: news }));
    expect(await urlsFor('wombat')).toEqual([`/news/${news.slug}`]);
    // Pages this run did not render were read back from the store.
    expect(await urlsFor('pelican')).toHaveLength(1);
    expect(await urlsFor('angular')).toEqual(['/success-stories/angular-dev']);

    const unpublished = await stack.call('PUT', apiPath(routes.updateNews, { id: news._id! }), { form: { status: 'draft' } });
    expect(unpublished.status).toBe(200);
    await handler(streamEvent('NEWS', { old: news, new: unpublished.body.data }));
    expect(await urlsFor('wombat')).toEqual([]);
    expect(await urlsFor('pelican')).toHaveLength(1);
  });
});
