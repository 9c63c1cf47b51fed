/**
 * The local stack publishes by itself: everything at start, then after each
 * admin write, through the stand-ins' table stream, into the folder it serves.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, routes } from '../../functions/contract/routes';
import { saveAdmin } from '../../functions/core/auth/admins';
import { startLocalServer, type LocalServer } from '../../infra/local/server';
import { admin, pngBytes } from './harness';
import { fakeRendererDir, pageData } from './publish-support';

let server: LocalServer;
let root: string;
let token: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'publish-live-'));
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

async function call(method: string, path: string, body?: FormData | object) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: body instanceof FormData ? body : body && JSON.stringify(body),
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

const page = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, html: await response.text() };
};

describe('the local stack publishing', () => {
  it('has published every page before it answers', async () => {
    expect((await page('/studio/angular-dev')).html).toContain('<title>Page /studio/angular-dev</title>');
    expect((await page('/sitemap.xml')).html).toContain(`<loc>${server.url}/career</loc>`);
    expect((await page('/robots.txt')).html).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    expect((await page('/no-such-page')).status).toBe(404);
  });

  it('republishes everything when asked (npm run publish -- --local against a running stack)', async () => {
    rmSync(join(root, 'site', 'about'), { recursive: true });
    expect((await page('/about')).status).toBe(404);
    const answer = await fetch(`${server.url}/__local/publish`, { method: 'POST' });
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
    await server.publishing!.settled();
    const key = apiPath(routes.getPressReleaseDetails, { id: slug! });
    expect(pageData((await page(`/press-release/${slug}`)).html)[key].title).toBe('Quarterly results');
    expect((await page('/sitemap.xml')).html).toContain(`<loc>${server.url}/press-release/${slug}</loc>`);

    const changed = new FormData();
    changed.append('title', 'Quarterly results, revised');
    expect((await call('PUT', apiPath(routes.updatePressRelease, { id: id! }), changed)).status).toBe(200);
    await server.publishing!.settled();
    expect(pageData((await page(`/press-release/${slug}`)).html)[key].title).toBe('Quarterly results, revised');
    expect(pageData((await page('/press-release')).html)[routes.getAllPressRelease.path][0].title).toBe('Quarterly results, revised');

    expect((await call('DELETE', apiPath(routes.deletePressRelease, { id: id! }))).status).toBe(200);
    await server.publishing!.settled();
    expect((await page(`/press-release/${slug}`)).status).toBe(404);
    expect((await page('/sitemap.xml')).html).not.toContain(`/press-release/${slug}<`);
  });
});
