/**
 * A service is a page of its own and a link in the Studio menu every page's
 * header carries: the local stack's publisher writes /studio/{slug}, and when
 * a link joins, moves or leaves the menu it renders every page again; a change
 * to the page alone rewrites that page, not the site.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiPath, routes } from '../../functions/contract/routes';
import { pageData } from './publish-support';
import { usePublishingStack } from './publishing-stack';

const stack = usePublishingStack('publish-services');
const { call } = stack;

const visit = async (path: string) => {
  const response = await fetch(`${stack.server.url}${path}`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
};
/** The menu labels a page was rendered with. */
const menuOn = async (path: string) =>
  ((pageData((await visit(path)).html)[routes.getAllServices.path] ?? []) as Array<{ menuLabel: string }>).map((link) => link.menuLabel);
const settled = () => stack.server.publishing!.settled();
const writtenAt = (file: string) => statSync(join(stack.root, 'site', file)).mtimeMs;

const service = {
  serviceTitle: 'Rust Development',
  slug: 'rust-dev',
  menuLabel: 'Rust',
  menuGroup: 'backend',
  order: '7',
  heroText: 'Rust services that stay fast under load.',
  metaDescription: 'Rust development services.',
  art: 'backend',
  closingTitle: 'Start with a call',
  closingText: 'Two senior Rust engineers can start next week.',
};

describe('publishing services', () => {
  it('puts a new service in every page’s menu, follows a move, and takes it out when unpublished or deleted', async () => {
    const news = await call('POST', routes.createNews.path, {
      newsTitle: 'Our Rust team grows',
      image: await stack.upload(),
      createdBy: 'Editor',
      metaTitle: 'Rust team',
      metaDescription: 'The Rust team grows.',
      newsContent: '<p>Four more engineers.</p>',
    });
    expect(news.status, JSON.stringify(news.body)).toBe(201);
    await settled();
    const newsPage = `/news/${news.body.data.slug}`;
    expect(await menuOn(newsPage)).toEqual([]);

    const created = await call('POST', routes.createService.path, service);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data._id!;
    await settled();
    const page = await visit('/studio/rust-dev');
    expect(page.status).toBe(200);
    expect(pageData(page.html)[apiPath(routes.getService, { id: 'rust-dev' })]).toMatchObject({ serviceTitle: 'Rust Development' });
    // Every page, the item pages and the 404 page included, now names it in its menu.
    for (const path of ['/', '/about', '/news', newsPage, '/studio/rust-dev', '/no-such-page'])
      expect(await menuOn(path), path).toEqual(['Rust']);
    expect((await visit('/sitemap.xml')).html).toContain('/studio/rust-dev</loc>');

    // A change to the page alone rewrites the page, not the site.
    const aboutBefore = writtenAt('about/index.html');
    expect((await call('PUT', apiPath(routes.updateService, { id }), { heroText: 'Rust services, fast and safe.' })).status).toBe(200);
    await settled();
    expect(pageData((await visit('/studio/rust-dev')).html)[apiPath(routes.getService, { id: 'rust-dev' })].heroText).toBe(
      'Rust services, fast and safe.',
    );
    expect(writtenAt('about/index.html')).toBe(aboutBefore);

    expect((await call('PUT', apiPath(routes.updateService, { id }), { slug: 'rust', menuLabel: 'Rust & Wasm' })).status).toBe(200);
    await settled();
    expect(await visit('/studio/rust-dev')).toMatchObject({ status: 301, location: '/studio/rust' });
    expect(await menuOn('/about')).toEqual(['Rust & Wasm']);
    expect(writtenAt('about/index.html')).toBeGreaterThan(aboutBefore);

    expect((await call('PUT', apiPath(routes.updateService, { id }), { status: 'draft' })).status).toBe(200);
    await settled();
    expect((await visit('/studio/rust')).status).toBe(404);
    expect((await visit('/studio/rust-dev')).status).toBe(404);
    for (const path of ['/', '/about', newsPage]) expect(await menuOn(path), path).toEqual([]);
    expect((await visit('/sitemap.xml')).html).not.toContain('/studio/rust');

    expect((await call('PUT', apiPath(routes.updateService, { id }), { status: 'published' })).status).toBe(200);
    await settled();
    expect(await menuOn(newsPage)).toEqual(['Rust & Wasm']);
    expect((await call('DELETE', apiPath(routes.deleteService, { id }))).status).toBe(200);
    await settled();
    expect((await visit('/studio/rust')).status).toBe(404);
    expect(await menuOn(newsPage)).toEqual([]);
  });
});
