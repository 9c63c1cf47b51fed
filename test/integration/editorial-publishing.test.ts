/**
 * The editors' workflow on the published site: a draft or scheduled item never gets a page
 * or a sitemap entry, nor appears in a list page's data; scheduled publishing
 * writes its page once the worker has put it live; unpublishing removes it.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiPath, routes } from '../../functions/contract/routes';
import { publishDueItems } from '../../functions/core/content/scheduler';
import { pageData, published } from './publish-support';
import { usePublishingStack } from './publishing-stack';

const stack = usePublishingStack('editorial-publishing');
const { call, upload } = stack;

const pressBody = async (title: string, extra: Record<string, unknown>) => ({
  title,
  createdBy: 'PR team',
  metaTitle: title,
  metaDescription: 'An announcement',
  content: '<p>Embargoed until the time comes.</p>',
  image: await upload(),
  imageAlt: 'The announcement banner',
  ...extra,
});

const site = (file: string) => published(join(stack.root, 'site'), file);
const listed = () =>
  (pageData(site('press-release/index.html'))[routes.getAllPressRelease.path] as Array<{ _id: string }>).map((p) => p._id);
const settled = () => stack.server.publishing!.settled();

describe('publishing and the editors workflow', () => {
  it('never publishes a draft, and removes the page of an item made a draft again', async () => {
    const created = await call('POST', routes.createPressRelease.path, await pressBody('Draft announcement', { status: 'draft' }));
    expect(created.status).toBe(201);
    const { _id: id, slug } = created.body.data;
    await settled();
    expect(site(`press-release/${slug}/index.html`)).toBeNull();
    expect(site('sitemap.xml')).not.toContain(`/press-release/${slug}<`);
    expect(listed()).not.toContain(id);

    expect((await call('PUT', apiPath(routes.updatePressRelease, { id: id! }), { status: 'published' })).status).toBe(200);
    await settled();
    expect(pageData(site(`press-release/${slug}/index.html`))[apiPath(routes.getPressReleaseDetails, { id: slug! })].title).toBe(
      'Draft announcement',
    );
    expect(site('sitemap.xml')).toContain(`/press-release/${slug}<`);
    expect(listed()).toContain(id);

    expect((await call('PUT', apiPath(routes.updatePressRelease, { id: id! }), { status: 'draft' })).status).toBe(200);
    await settled();
    expect(site(`press-release/${slug}/index.html`)).toBeNull();
    expect((await fetch(`${stack.server.url}/press-release/${slug}`)).status).toBe(404);
    expect(site('sitemap.xml')).not.toContain(`/press-release/${slug}<`);
    expect(listed()).not.toContain(id);
  });

  it('writes a scheduled item page once the worker puts it live', async () => {
    const at = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const created = await call(
      'POST',
      routes.createPressRelease.path,
      await pressBody('Embargoed release', { status: 'published', publishAt: at }),
    );
    const { _id: id, slug, status } = created.body.data;
    expect(status).toBe('scheduled');
    await settled();
    expect(site(`press-release/${slug}/index.html`)).toBeNull();
    expect(listed()).not.toContain(id);

    await publishDueItems(new Date(Date.now() + 2 * 60 * 60 * 1000));
    await settled();
    expect(site(`press-release/${slug}/index.html`)).toContain('Page /press-release/');
    expect(site('sitemap.xml')).toContain(`/press-release/${slug}<`);
    expect(listed()).toContain(id);
  });
});
