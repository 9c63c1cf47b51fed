/**
 * Redirects end to end on the local stack, each route under its own grants:
 * a URL change records a 301 that the page server answers through the edge's
 * own function, the new page is published and the old one removed; the
 * Owners' manual redirects are added, listed and deleted; every refusal is a
 * 4xx with its message.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { redirectMessages, slugMessages } from '../../functions/contract/redirects';
import { apiPath, routes } from '../../functions/contract/routes';
import { auditEntries } from './harness';
import { usePublishingStack } from './publishing-stack';

const stack = usePublishingStack('redirects');
const { call, upload } = stack;

const visit = async (path: string) => {
  const response = await fetch(`${stack.server.url}${path}`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
};

async function createNews(title: string): Promise<{ id: string; slug: string }> {
  const created = await call('POST', routes.createNews.path, {
    newsTitle: title,
    metaTitle: title,
    metaDescription: 'About it',
    newsContent: '<p>Text.</p>',
    image: await upload(),
  });
  expect(created.status).toBe(201);
  await stack.server.publishing!.settled();
  return { id: created.body.data._id!, slug: created.body.data.slug! };
}

const rename = (id: string, slug: string) => call('PUT', apiPath(routes.updateNews, { id }), { slug });
const list = async () => (await call('GET', routes.listRedirects.path)).body.data as unknown as Array<Record<string, string>>;
const addManual = (from: string, to: string) => call('POST', routes.createRedirect.path, { from, to });

describe('a news item’s URL change', () => {
  it('answers 301 from the old URL, publishes the new page, removes the old one and updates the sitemap', async () => {
    const { id, slug } = await createNews('Office opening');
    expect((await visit(`/news/${slug}`)).status).toBe(200);
    const changed = await rename(id, 'new-office-opening');
    expect(changed.status).toBe(200);
    expect(changed.body.data.slug).toBe('new-office-opening');
    await stack.server.publishing!.settled();
    expect(await visit(`/news/${slug}`)).toMatchObject({ status: 301, location: '/news/new-office-opening' });
    expect((await visit('/news/new-office-opening')).status).toBe(200);
    expect(existsSync(join(stack.root, 'site', 'news', slug, 'index.html'))).toBe(false);
    expect(await auditEntries('url-change')).toContainEqual(
      expect.objectContaining({ itemId: id, detail: `/news/${slug} → /news/new-office-opening`, actor: 'admin@example.com' }),
    );
    const sitemap = (await visit('/sitemap.xml')).text;
    expect(sitemap).toContain('/news/new-office-opening</loc>');
    expect(sitemap).not.toContain(`/news/${slug}</loc>`);
    // The old slug still names the item for nobody else: the API no longer answers it as a page.
    expect((await call('GET', apiPath(routes.getNewsDetails, { id: slug }))).status).toBe(404);
    expect(await list()).toContainEqual(
      expect.objectContaining({ from: `/news/${slug}`, to: '/news/new-office-opening', kind: 'automatic' }),
    );
  });

  it('collapses chains, and moving back makes the old URL live again', async () => {
    const { id } = await createNews('Chain story');
    expect((await rename(id, 'chain-b')).status).toBe(200);
    expect((await rename(id, 'chain-c')).status).toBe(200);
    let redirects = await list();
    expect(redirects.find((r) => r.from === '/news/chain-story')?.to).toBe('/news/chain-c');
    expect(redirects.find((r) => r.from === '/news/chain-b')?.to).toBe('/news/chain-c');
    expect((await rename(id, 'chain-story')).status).toBe(200);
    redirects = await list();
    expect(redirects.find((r) => r.from === '/news/chain-story')).toBeUndefined();
    expect(redirects.find((r) => r.from === '/news/chain-c')?.to).toBe('/news/chain-story');
    await stack.server.publishing!.settled();
    expect((await visit('/news/chain-story')).status).toBe(200);
    expect(await visit('/news/chain-b')).toMatchObject({ status: 301, location: '/news/chain-story' });
  });

  it('refuses a slug another item holds (409) and a malformed one (400), keeping the slug', async () => {
    const first = await createNews('Taken one');
    const second = await createNews('Second one');
    const taken = await rename(second.id, first.slug);
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ msg: slugMessages.taken });
    const malformed = await rename(second.id, 'Not A Slug!');
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.body)).toContain(slugMessages.pattern);
    // Leaving the slug out keeps it.
    expect((await call('PUT', apiPath(routes.updateNews, { id: second.id }), { newsTitle: 'Second one, retitled' })).body.data.slug).toBe(
      second.slug,
    );
  });

  it('moves a press release the same way, and unpublishing it removes the redirects to it', async () => {
    const created = await call('POST', routes.createPressRelease.path, {
      title: 'Press move',
      createdBy: 'PR',
      metaTitle: 'Press move',
      metaDescription: 'About it',
      content: '<p>Text.</p>',
      image: await upload(),
    });
    const { _id: id, slug } = created.body.data as { _id: string; slug: string };
    expect((await call('PUT', apiPath(routes.updatePressRelease, { id }), { slug: 'press-moved' })).status).toBe(200);
    expect(await visit(`/press-release/${slug}`)).toMatchObject({ status: 301, location: '/press-release/press-moved' });
    expect((await call('PUT', apiPath(routes.updatePressRelease, { id }), { status: 'draft' })).status).toBe(200);
    await stack.server.publishing!.settled();
    expect((await visit(`/press-release/${slug}`)).status).toBe(404);
    expect((await list()).find((r) => r.to === '/press-release/press-moved')).toBeUndefined();
  });

  it('removes the redirects leading to an item when it is deleted: its old URL answers 404', async () => {
    const { id, slug } = await createNews('Short lived');
    expect((await rename(id, 'short-lived-2')).status).toBe(200);
    expect((await call('DELETE', apiPath(routes.deleteNews, { id }))).status).toBe(200);
    await stack.server.publishing!.settled();
    expect((await visit(`/news/${slug}`)).status).toBe(404);
    expect((await list()).find((r) => r.from === `/news/${slug}`)).toBeUndefined();
  });
});

describe('manual redirects', () => {
  it('adds one that the site answers with 301, lists it newest first, and deletes it', async () => {
    const added = await addManual('/old-site/about-us.html', '/about');
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ from: '/old-site/about-us.html', to: '/about', kind: 'manual', by: 'admin@example.com' });
    expect(await visit('/old-site/about-us.html')).toMatchObject({ status: 301, location: '/about' });
    expect((await list())[0]).toMatchObject({ from: '/old-site/about-us.html' });
    const query = `?from=${encodeURIComponent('/old-site/about-us.html')}`;
    expect((await call('DELETE', `${routes.deleteRedirect.path}${query}`)).status).toBe(200);
    expect((await visit('/old-site/about-us.html')).status).toBe(404);
    expect((await call('DELETE', `${routes.deleteRedirect.path}${query}`)).status).toBe(404);
  });

  it.each([
    ['an off-site target', '/old/a', 'https://evil.example/', 'to', redirectMessages.sitePath],
    ['a protocol-relative target', '/old/a', '//evil.example/x', 'to', redirectMessages.sitePath],
    ['a target with a query', '/old/a', '/about?x=1', 'to', redirectMessages.sitePath],
    ['a relative old path', 'old/a', '/about', 'from', redirectMessages.sitePath],
    ['a redirect to itself', '/old/self', '/old/self', 'to', redirectMessages.sameAsFrom],
    ['a live page of the site', '/news', '/about', 'from', redirectMessages.livePage],
    ['the admin', '/admin/x', '/about', 'from', redirectMessages.livePage],
  ])('refuses %s with 400 and its message', async (_, from, to, field, message) => {
    const answer = await addManual(from, to);
    expect(answer.status).toBe(400);
    expect((answer.body as unknown as { errors: Record<string, string> }).errors[field]).toBe(message);
  });

  it('refuses loops, chains, an old path others lead to, and duplicates', async () => {
    expect((await addManual('/legacy/a', '/about')).status).toBe(201);
    const errorOf = async (from: string, to: string) => (await addManual(from, to)).body as unknown as { errors: Record<string, string> };
    expect((await errorOf('/legacy/b', '/legacy/a')).errors.to).toBe(redirectMessages.chain);
    expect((await errorOf('/legacy/a', '/contact')).errors.from).toBe(redirectMessages.duplicate);
    expect((await addManual('/legacy/c', '/legacy/d')).status).toBe(201);
    expect((await errorOf('/legacy/d', '/legacy/c')).errors.to).toBe(redirectMessages.loop);
    expect((await errorOf('/legacy/e', '/legacy/c')).errors.to).toBe(redirectMessages.chain);
    expect((await errorOf('/legacy/d', '/contact')).errors.from).toBe(redirectMessages.fromIsTarget);
  });

  it('keeps automatic redirects: deleting one is refused (409)', async () => {
    const automatic = (await list()).find((r) => r.kind === 'automatic')!;
    const answer = await call('DELETE', `${routes.deleteRedirect.path}?from=${encodeURIComponent(automatic.from!)}`);
    expect(answer.status).toBe(409);
  });

  it('answers malformed bodies and queries with 4xx, never 5xx', async () => {
    expect((await call('POST', routes.createRedirect.path, { from: 42, to: ['x'] })).status).toBe(400);
    expect((await call('POST', routes.createRedirect.path, {})).status).toBe(400);
    expect((await call('DELETE', routes.deleteRedirect.path)).status).toBe(404);
    expect((await call('DELETE', `${routes.deleteRedirect.path}?from=https://x`)).status).toBe(404);
  });
});
