/**
 * A local stack that publishes (the fake renderer into a temporary site
 * folder), signed in as the test admin: for the tests that look at the pages
 * an admin write produces. Registers its own beforeAll/afterAll.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { routes } from '../../functions/contract/routes';
import { saveAdmin } from '../../functions/core/auth/admins';
import { startLocalServer, type LocalServer } from '../../infra/local/server';
import { admin, pngBytes } from './harness';
import { fakeRendererDir } from './publish-support';
import { seedAboutPage } from './about-seed';
import { seedSuccessStoriesPage } from './stories-seed';
import { seedHomePage } from './home-seed';

export interface PublishingStack {
  server: LocalServer;
  /** The temporary folder: the site under site/, the renderer under ssr/. */
  root: string;
  call(method: string, path: string, body?: FormData | object): Promise<{ status: number; body: { data: Record<string, string> } }>;
  /** Uploads a PNG and answers its upload key. */
  upload(): Promise<string>;
}

export function usePublishingStack(name: string): PublishingStack {
  const stack = {} as PublishingStack;
  let token = '';
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), `${name}-`));
    cpSync(fakeRendererDir, join(root, 'ssr'), { recursive: true });
    const server = await startLocalServer({
      port: 0,
      webDir: join(root, 'site'),
      rendererDir: join(root, 'ssr'),
      prepare: async () => {
        await saveAdmin(admin.email, admin.password);
        await seedAboutPage();
        await seedSuccessStoriesPage();
        await seedHomePage();
      },
    });
    Object.assign(stack, { server, root });
    const login = await fetch(`${server.url}${routes.adminLogin.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    token = ((await login.json()) as { token: string }).token;
  });
  afterAll(async () => {
    await stack.server?.close();
    if (stack.root) rmSync(stack.root, { recursive: true, force: true });
  });
  stack.call = async (method, path, body) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (body && !(body instanceof FormData)) headers['content-type'] = 'application/json';
    const response = await fetch(`${stack.server.url}${path}`, {
      method,
      headers,
      body: body instanceof FormData ? body : body && JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { data: Record<string, string> } };
  };
  stack.upload = async () => {
    const { body } = await stack.call('POST', routes.createImageUpload.path, { contentType: 'image/png', size: pngBytes.length });
    const { url, fields, key } = body.data as unknown as { url: string; fields: Record<string, string>; key: string };
    const form = new FormData();
    for (const [field, value] of Object.entries(fields)) form.append(field, value);
    form.append('file', new Blob([pngBytes as BlobPart], { type: 'image/png' }), 'picture.png');
    expect((await fetch(url, { method: 'POST', body: form })).ok).toBe(true);
    return key;
  };
  return stack;
}
