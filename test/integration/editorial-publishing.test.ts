/**
 * Issue 12 on the published site: a draft or scheduled item never gets a page
 * or a sitemap entry, nor appears in a list page's data; scheduled publishing
 * writes its page once the worker has put it live; unpublishing removes it.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, routes } from '../../functions/contract/routes';
import { saveAdmin } from '../../functions/core/auth/admins';
import { publishDueItems } from '../../functions/core/scheduler';
import { startLocalServer, type LocalServer } from '../../infra/local/server';
import { admin, pngBytes } from './harness';
import { fakeRendererDir, pageData, published } from './publish-support';

let server: LocalServer;
let root: string;
let token: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'editorial-publishing-'));
  cpSync(fakeRendererDir, join(root, 'ssr'), { recursive: true });
  server = await startLocalServer({
    port: 0,
    webDir: join(root, 'site'),
    rendererDir: join(root, 'ssr'),
    prepare: () => saveAdmin(admin.email, admin.password),
  });
  const login = await fetch(`${server.url}${routes.adminLogin.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  token = ((await login.json()) as { token: string }).token;
});
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

async function call(method: string, path: string, body?: object) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: Record<string, string> } };
}

async function upload(): Promise<string> {
  const { body } = await call('POST', routes.createImageUpload.path, { contentType: 'image/png', size: pngBytes.length });
  const { url, fields, key } = body.data as unknown as { url: string; fields: Record<string, string>; key: string };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([pngBytes as BlobPart], { type: 'image/png' }), 'picture.png');
  expect((await fetch(url, { method: 'POST', body: form })).ok).toBe(true);
  return key;
}

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

const site = (file: string) => published(join(root, 'site'), file);
const listed = () =>
  (pageData(site('press-release/index.html'))[routes.getAllPressRelease.path] as Array<{ _id: string }>).map((p) => p._id);
const settled = () => server.publishing!.settled();

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
    expect((await fetch(`${server.url}/press-release/${slug}`)).status).toBe(404);
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
