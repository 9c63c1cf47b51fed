/**
 * The success-stories pages are published from their one document: a save
 * rewrites /success-stories and every studio tech's page (they show the same
 * document), no other page, and dates their sitemap entries by it; a table
 * without the document makes a publish fail loudly rather than put the pages
 * without their copy.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SuccessStoriesPage } from '../../functions/contract/entities';
import { apiPath, routes } from '../../functions/contract/routes';
import { deleteById, listAll } from '../../functions/core/db/repository';
import { handler } from '../../functions/workers/publish-pages';
import { useStack } from './harness';
import { fakeRendererDir, pageData, published, streamEvent } from './publish-support';
import { seedSuccessStoriesPage } from './stories-seed';

const stack = useStack();
const origin = 'https://www.example.test';
let pages: string;

beforeAll(() => {
  pages = mkdtempSync(join(tmpdir(), 'publish-stories-'));
  Object.assign(process.env, { PAGES_DIR: pages, RENDERER_DIR: fakeRendererDir, SITE_ORIGIN: origin });
});
afterAll(() => rmSync(pages, { recursive: true, force: true }));

const key = routes.getSuccessStoriesPage.path;
const storiesOn = (file: string) => pageData(published(pages, file))[key] as SuccessStoriesPage;
const document = async () => (await listAll<SuccessStoriesPage>('STORIES'))[0]!;

describe('publishing the success-stories pages', () => {
  it('rewrites /success-stories and each tech page after a save, not /about, and dates their sitemap entries by it', async () => {
    await handler({ action: 'publish-all' });
    expect(storiesOn('success-stories/react-dev/index.html').metrics[0]?.value).toBe('92%');
    const before = await document();
    const metrics = [{ ...before.metrics[0]!, value: '93%' }, ...before.metrics.slice(1)];
    const updated = await stack.call('PUT', apiPath(routes.updateSuccessStoriesPage, { id: before._id }), { body: { metrics } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);

    const report = await handler(streamEvent('STORIES', { old: before, new: updated.body.data }));
    const pagesWritten = report.written.filter((file) => file.endsWith('.html'));
    expect(pagesWritten.sort()).toEqual([
      'success-stories/angular-dev/index.html',
      'success-stories/index.html',
      'success-stories/react-dev/index.html',
    ]);
    for (const file of pagesWritten) expect(storiesOn(file).metrics[0]?.value, file).toBe('93%');
    const sitemap = published(pages, 'sitemap.xml') ?? '';
    for (const path of ['/success-stories', '/success-stories/react-dev']) {
      expect(sitemap, path).toContain(`<loc>${origin}${path}</loc>\n    <lastmod>${updated.body.data.updatedAt}</lastmod>`);
    }
  });

  it('fails a publish loudly, naming the pages, while the table has no success-stories document', async () => {
    const { _id } = await document();
    await deleteById('STORIES', _id);
    await expect(handler({ action: 'publish-all' })).rejects.toThrow(/\/success-stories\b.*\/success-stories\/react-dev/);
    await seedSuccessStoriesPage();
    await expect(handler({ action: 'publish-all' })).resolves.toBeDefined();
  });
});
