/**
 * The local stack publishes by itself: everything at start, then after each
 * admin write, through the stand-ins' table stream, into the folder it serves.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiPath, routes } from '../../functions/contract/routes';
import { pageData } from './publish-support';
import { usePublishingStack } from './publishing-stack';

const stack = usePublishingStack('publish-live');
const { call, upload } = stack;

const page = async (path: string) => {
  const response = await fetch(`${stack.server.url}${path}`);
  return { status: response.status, html: await response.text() };
};

describe('the local stack publishing', () => {
  it('has published every page before it answers', async () => {
    expect((await page('/success-stories/angular-dev')).html).toContain('<title>Page /success-stories/angular-dev</title>');
    expect((await page('/sitemap.xml')).html).toContain(`<loc>${stack.server.url}/career</loc>`);
    expect((await page('/robots.txt')).html).toContain(`Sitemap: ${stack.server.url}/sitemap.xml`);
    expect((await page('/no-such-page')).status).toBe(404);
  });

  it('republishes everything when asked (npm run publish -- --local against a running stack)', async () => {
    rmSync(join(stack.root, 'site', 'about'), { recursive: true });
    expect((await page('/about')).status).toBe(404);
    const answer = await fetch(`${stack.server.url}/__local/publish`, { method: 'POST' });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { written: number }).written).toBeGreaterThan(10);
    expect((await page('/about')).html).toContain('<title>Page /about</title>');
  });

  it('republishes after an admin creates, updates and deletes a press release', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      title: 'Quarterly results',
      metaTitle: 'Results',
      metaDescription: 'Our results',
      content: '<p>Up.</p>',
      createdBy: 'PR team',
      image: await upload(),
    })) {
      form.append(name, value);
    }
    const created = await call('POST', routes.createPressRelease.path, form);
    expect(created.status).toBe(201);
    const { slug, _id: id } = created.body.data;
    await stack.server.publishing!.settled();
    const key = apiPath(routes.getPressReleaseDetails, { id: slug! });
    expect(pageData((await page(`/press-release/${slug}`)).html)[key].title).toBe('Quarterly results');
    expect((await page('/sitemap.xml')).html).toContain(`<loc>${stack.server.url}/press-release/${slug}</loc>`);

    const changed = new FormData();
    changed.append('title', 'Quarterly results, revised');
    expect((await call('PUT', apiPath(routes.updatePressRelease, { id: id! }), changed)).status).toBe(200);
    await stack.server.publishing!.settled();
    expect(pageData((await page(`/press-release/${slug}`)).html)[key].title).toBe('Quarterly results, revised');
    expect(pageData((await page('/press-release')).html)[routes.getAllPressRelease.path][0].title).toBe('Quarterly results, revised');

    expect((await call('DELETE', apiPath(routes.deletePressRelease, { id: id! }))).status).toBe(200);
    await stack.server.publishing!.settled();
    expect((await page(`/press-release/${slug}`)).status).toBe(404);
    expect((await page('/sitemap.xml')).html).not.toContain(`/press-release/${slug}<`);
  });
});
