/**
 * The publishing worker against the local stand-ins: content written through
 * the API, stream records as DynamoDB sends them, pages written into a folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, routes } from '../../functions/contract/routes';
import { publishChanges } from '../../functions/core/publish/publisher';
import { loadRenderer } from '../../functions/core/publish/renderer';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '../../functions/core/aws/s3';
import { pageCacheControl, s3Store } from '../../functions/core/publish/s3-store';
import { folderStore } from '../../functions/core/publish/store';
import { localSettings } from '../../infra/local/server';
import { handler } from '../../functions/workers/publish-pages';
import { pngBytes, useStack } from './harness';
import { fakeRendererDir, pageData, published, streamEvent } from './publish-support';

const stack = useStack();
const origin = 'https://www.example.test';
let pages: string;

beforeAll(() => {
  pages = mkdtempSync(join(tmpdir(), 'publish-'));
  Object.assign(process.env, { PAGES_DIR: pages, RENDERER_DIR: fakeRendererDir, SITE_ORIGIN: origin });
});
afterAll(() => rmSync(pages, { recursive: true, force: true }));

async function createNews(title: string) {
  const image = await stack.upload(pngBytes);
  const created = await stack.call('POST', routes.createNews.path, {
    form: { newsTitle: title, metaTitle: title, metaDescription: `About ${title}`, newsContent: `<p>${title}</p>`, image },
  });
  expect(created.status).toBe(201);
  return created.body.data as Record<string, string>;
}

const sitemapUrls = () => [...(published(pages, 'sitemap.xml') ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('publish-all', () => {
  it('writes every static page, list, content page, the 404 page, the admin shell, the sitemap and robots.txt', async () => {
    const news = await createNews('Cloud centre opens');
    const report = await handler({ action: 'publish-all' });
    for (const file of [
      'index.html',
      'about/index.html',
      'success-stories/angular-dev/index.html',
      'news/index.html',
      'events/index.html',
      'press-release/index.html',
      'career/index.html',
      `news/${news.slug}/index.html`,
      '404.html',
      'admin/index.html',
      'sitemap.xml',
      'robots.txt',
    ]) {
      expect(report.written, file).toContain(file);
      expect(published(pages, file), file).not.toBeNull();
    }
    expect(published(pages, '404.html')).toContain('Sorry! Page Not Found');
    expect(published(pages, 'success-stories/angular-dev/index.html')).toContain(
      `<link rel="canonical" href="${origin}/success-stories/angular-dev">`,
    );
    expect(sitemapUrls()).toEqual(
      expect.arrayContaining([
        `${origin}/`,
        `${origin}/about`,
        `${origin}/success-stories/angular-dev`,
        `${origin}/news`,
        `${origin}/events`,
        `${origin}/press-release`,
        `${origin}/career`,
        `${origin}/news/${news.slug}`,
      ]),
    );
    expect(sitemapUrls()).not.toContain(`${origin}/admin`);
    expect(published(pages, 'robots.txt')).toBe(`User-agent: *\nDisallow: /admin\nDisallow: /api\n\nSitemap: ${origin}/sitemap.xml\n`);
  });
});

describe('publish on write', () => {
  it('follows a news item through create, update and delete: its page, the list and the sitemap', async () => {
    const item = await createNews('Data lab in Singapore');
    const file = `news/${item.slug}/index.html`;
    const key = apiPath(routes.getNewsDetails, { id: item.slug! });

    await handler(streamEvent('NEWS', { new: item }));
    // The page holds what the API answers for its slug, under the client's SWR key.
    const api = await stack.call('GET', key, { token: null });
    expect(pageData(published(pages, file))[key]).toEqual(api.body.data);
    expect(pageData(published(pages, 'news/index.html'))[routes.getAllNews.path].map((news: { slug: string }) => news.slug)).toContain(
      item.slug,
    );
    expect(published(pages, 'sitemap.xml')).toContain(`<loc>${origin}/news/${item.slug}</loc>\n    <lastmod>${item.added_date}</lastmod>`);

    const updated = await stack.call('PUT', apiPath(routes.updateNews, { id: item._id! }), {
      form: { newsTitle: 'Data lab in Singapore opens' },
    });
    expect(updated.status).toBe(200);
    await handler(streamEvent('NEWS', { old: item, new: updated.body.data }));
    expect(pageData(published(pages, file))[key].newsTitle).toBe('Data lab in Singapore opens');
    expect(updated.body.data.updatedAt > item.added_date!).toBe(true);
    expect(published(pages, 'sitemap.xml')).toContain(
      `<loc>${origin}/news/${item.slug}</loc>\n    <lastmod>${updated.body.data.updatedAt}</lastmod>`,
    );
    expect(
      pageData(published(pages, 'news/index.html'))[routes.getAllNews.path].find((news: { slug: string }) => news.slug === item.slug)
        .newsTitle,
    ).toBe('Data lab in Singapore opens');

    expect((await stack.call('DELETE', apiPath(routes.deleteNews, { id: item._id! }))).status).toBe(200);
    const report = await handler(streamEvent('NEWS', { old: updated.body.data }));
    expect(report.removed).toEqual([file]);
    expect(published(pages, file)).toBeNull();
    expect(pageData(published(pages, 'news/index.html'))[routes.getAllNews.path].map((news: { slug: string }) => news.slug)).not.toContain(
      item.slug,
    );
    expect(sitemapUrls()).not.toContain(`${origin}/news/${item.slug}`);
  });

  it('invalidates exactly the changed paths, in both URL forms, and the API answers they were made from, in one batch', async () => {
    const item = await createNews('Edge network launch');
    const batches: string[][] = [];
    const store = { ...folderStore(pages), invalidate: async (paths: string[]) => void batches.push(paths) };
    await publishChanges({ store, renderer: await loadRenderer(fakeRendererDir), origin }, [{ type: 'NEWS', newImage: item }]);
    expect(batches).toHaveLength(1);
    expect(batches[0]!.sort()).toEqual(
      [
        `/news`,
        `/news/${item.slug}`,
        `/news/${item.slug}/index.html`,
        '/news/index.html',
        '/sitemap.xml',
        // The search index's entry and loader; its hashed chunks need no invalidation.
        '/pagefind/pagefind-entry.json',
        '/pagefind/pagefind.js',
        '/api/getallNews*',
        `/api/getNewsDetails/${item._id}`,
        `/api/getNewsDetails/${item.slug}`,
      ].sort(),
    );
  });

  it('publishes nothing for writes that change no page (slug claims, enquiries)', async () => {
    const slugClaim = streamEvent('SLUG', { new: { _id: 'NEWS#some-slug', targetId: 'x' } });
    const enquiry = streamEvent('CONTACT', { new: { _id: crypto.randomUUID(), name: 'A' } });
    expect(await handler({ Records: [...slugClaim.Records, ...enquiry.Records] })).toEqual({ written: [], removed: [] });
  });

  it('renders and invalidates nothing for a change that is not public before or after (a draft saved, a schedule moved)', async () => {
    const draft = { _id: crypto.randomUUID(), slug: 'unseen-draft', newsTitle: 'Unseen', status: 'draft' };
    const invalidated: string[] = [];
    const store = { ...folderStore(pages), invalidate: async (paths: string[]) => void invalidated.push(...paths) };
    const target = { store, renderer: await loadRenderer(fakeRendererDir), origin };
    const report = await publishChanges(target, [
      { type: 'NEWS', newImage: draft },
      { type: 'NEWS', oldImage: draft, newImage: { ...draft, status: 'scheduled', publishAt: '2030-01-01T00:00:00.000Z' } },
    ]);
    expect(report).toEqual({ written: [], removed: [] });
    expect(invalidated).toEqual([]);
    expect(published(pages, 'news/unseen-draft/index.html')).toBeNull();
  });

  it('fails (so the stream retries) when a page cannot be rendered, and the write stays stored', async () => {
    const item = await createNews('Renderer outage');
    process.env.RENDERER_DIR = join(pages, 'no-renderer-here');
    try {
      await expect(handler(streamEvent('NEWS', { new: item }))).rejects.toThrow();
    } finally {
      process.env.RENDERER_DIR = fakeRendererDir;
    }
    expect((await stack.call('GET', apiPath(routes.getNewsDetails, { id: item.slug! }), { token: null })).status).toBe(200);
    await expect(handler({ action: 'unknown' } as never)).rejects.toThrow(/Unknown action/);
  });
});

describe('S3 page store (against the S3 stand-in)', () => {
  it('writes pages with their content type and a CDN-held, browser-revalidated cache-control, and deletes them', async () => {
    const store = s3Store(localSettings.bucket, undefined);
    await store.write('news/s3-page/index.html', '<title>S3 page</title>', 'text/html; charset=utf-8');
    await store.write('sitemap.xml', '<urlset/>', 'application/xml; charset=utf-8');
    const object = await s3().send(new GetObjectCommand({ Bucket: localSettings.bucket, Key: 'news/s3-page/index.html' }));
    expect(object.ContentType).toBe('text/html; charset=utf-8');
    expect(object.CacheControl).toBe(pageCacheControl);
    expect(await object.Body!.transformToString()).toBe('<title>S3 page</title>');
    expect((await s3().send(new GetObjectCommand({ Bucket: localSettings.bucket, Key: 'sitemap.xml' }))).ContentType).toBe(
      'application/xml; charset=utf-8',
    );

    await store.remove('news/s3-page/index.html');
    await expect(s3().send(new GetObjectCommand({ Bucket: localSettings.bucket, Key: 'news/s3-page/index.html' }))).rejects.toMatchObject({
      name: 'NoSuchKey',
    });
  });
});
