/** Shared steps of the admin end-to-end specs. */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

export const admin = { email: 'admin@example.com', password: 'local-admin-2024' };

/** A real 1×1 PNG: the server checks the bytes, not just the name. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export const png = (name: string) => ({ name, mimeType: 'image/png', buffer: tinyPng });

/**
 * Clicks, answers the confirm dialog the click opens and returns its text once
 * it is answered, so a listener for a later dialog can never receive this one.
 */
export async function answerConfirm(page: Page, click: () => Promise<void>, answer: 'accept' | 'dismiss'): Promise<string> {
  // Answered inside the listener: a click whose handler calls confirm() only returns once the dialog is closed.
  const answered = new Promise<string>((resolve, reject) => {
    page.once('dialog', (dialog) => dialog[answer]().then(() => resolve(dialog.message()), reject));
  });
  await click();
  return answered;
}

/** A title nobody else uses in this run. */
export const unique = (what: string) => `${what} ${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

export async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/login', { data: admin });
  const body = (await response.json()) as { token?: string };
  expect(body.token, 'admin token').toBeTruthy();
  return body.token!;
}

/** Holds a session token before the first page script runs (the login screen itself is tested elsewhere). */
export async function signIn(page: Page, request: APIRequestContext): Promise<string> {
  const token = await apiToken(request);
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('token')) sessionStorage.setItem('token', value);
  }, token);
  return token;
}

/** Uploads through the presigned POST like the browser does; answers the key. */
export async function uploadKey(request: APIRequestContext, token: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const ticket = await request.post('/api/admin/uploads', { headers, data: { contentType: 'image/png', size: tinyPng.length } });
  const { data } = (await ticket.json()) as { data: { url: string; fields: Record<string, string>; key: string } };
  const upload = await request.post(data.url, {
    multipart: { ...data.fields, file: { name: 'seed.png', mimeType: 'image/png', buffer: tinyPng } },
  });
  expect(upload.ok(), 'upload to storage').toBe(true);
  return data.key;
}

export async function createNewsByApi(request: APIRequestContext, token: string, title: string): Promise<void> {
  const image = await uploadKey(request, token);
  const response = await request.post('/api/createNews', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { newsTitle: title, metaTitle: title, metaDescription: `About ${title}`, newsContent: `<p>${title}</p>`, image },
  });
  expect(response.status(), await response.text()).toBe(201);
}

export async function shot(page: Page, name: string, outputPath: (name: string) => string): Promise<void> {
  await page.screenshot({ path: outputPath(`${name}.png`), fullPage: true });
}
