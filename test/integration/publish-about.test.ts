/**
 * The About page is published from its one document: an update rewrites
 * /about and dates its sitemap entry; a table without the document makes a
 * publish fail loudly (naming /about) rather than put a page without its copy.
 */
import { describe, expect, it } from 'vitest';
import type { AboutPage } from '../../functions/contract/entities';
import { apiPath, routes } from '../../functions/contract/routes';
import { deleteById, listAll } from '../../functions/core/db/repository';
import { seedAboutPage } from './about-seed';
import { pageData } from './publish-support';
import { usePublishingStack } from './publishing-stack';

const stack = usePublishingStack('publish-about');
const settled = () => stack.server.publishing!.settled();
const visit = async (path: string) => (await fetch(`${stack.server.url}${path}`)).text();
const aboutData = async () => pageData(await visit('/about'))[routes.getAboutPage.path] as AboutPage;
const document = async () => (await listAll<AboutPage>('ABOUT'))[0]!;

describe('publishing the About page', () => {
  it('rewrites /about after an update, and dates its sitemap entry by it', async () => {
    await settled();
    expect((await aboutData()).badges[0]).toEqual({ value: '400+', label: 'engineers in our talent pool' });
    const { _id, badges } = await document();
    const updated = await stack.call('PUT', apiPath(routes.updateAboutPage, { id: _id }), {
      badges: [{ ...badges[0], value: '450+' }, badges[1]],
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    await settled();
    expect((await aboutData()).badges[0]).toEqual({ value: '450+', label: 'engineers in our talent pool' });
    const sitemap = await visit('/sitemap.xml');
    expect(sitemap).toMatch(new RegExp(`/about</loc>\\s*<lastmod>${updated.body.data.updatedAt}</lastmod>`));
  });

  it('fails a publish loudly, naming /about, while the table has no About document', async () => {
    await settled();
    const { _id } = await document();
    await deleteById('ABOUT', _id);
    await settled().catch(() => undefined);
    const answer = await fetch(`${stack.server.url}/__local/publish`, { method: 'POST' });
    expect(answer.status).not.toBe(200);
    expect(JSON.stringify(await answer.json())).toContain('/about');
    await seedAboutPage();
    await settled().catch(() => undefined);
    const again = await fetch(`${stack.server.url}/__local/publish`, { method: 'POST' });
    expect(again.status).toBe(200);
  });
});
