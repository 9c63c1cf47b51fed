/** Shared steps of the admin end-to-end specs. */
import { readFile } from 'node:fs/promises';
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

/** The subjects of the admin and newsletter mails (interface.md), as the local mail store holds them. */
export const mailSubjects = {
  invite: 'You are invited to the Nexoria Technologies admin',
  reset: 'Reset your Nexoria Technologies admin password',
  newsletter: 'Confirm your subscription to Nexoria Technologies news',
} as const;

interface LocalMail {
  subject: string;
  destination: { to: string[] };
  body: { text: string };
}

/** An address nobody else uses in this run (both projects run against one server). */
export const uniqueAddress = (who: string) => `${who}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;

/**
 * The link in the newest mail with `subject` sent to `to`, waiting for it to
 * arrive; a later mail of the same subject (a renewed link) wins.
 */
export async function mailLink(request: APIRequestContext, to: string, subject: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const { emails } = (await (await request.get('/__local/mail')).json()) as { emails: LocalMail[] };
        const mail = emails.filter((item) => item.subject === subject && item.destination.to.includes(to)).at(-1);
        link = /https?:\/\/\S+/.exec(mail?.body.text ?? '')?.[0] ?? '';
        return link;
      },
      { message: `a "${subject}" mail to ${to}`, timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}

/** The path and query of a mailed link, to open on the test's own server whatever origin the mail names. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

/** Signs in through the login screen as any account; the spec's toast confirms it. */
/**
 * How long to wait for an answer that checks or hashes a password: scrypt
 * (128 MiB) is slow on purpose, and several at once on a busy machine take
 * far longer than the usual expect timeout.
 */
export const passwordWork = { timeout: 45_000 };

export async function signInAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Admin Login successfully')).toBeVisible(passwordWork);
}

/** On the Users screen: invites `email` with `role` (Owner, Editor or Sales) and waits for the confirmation. */
export async function inviteUser(page: Page, email: string, role: 'Owner' | 'Editor' | 'Sales'): Promise<void> {
  const form = page.getByRole('form', { name: 'Invite a user' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Role', { exact: true }).selectOption({ label: role });
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
}

/** Opens the invitation mailed to `email` and sets `password`; the new user is then signed in. */
export async function acceptInvitation(page: Page, request: APIRequestContext, email: string, password: string): Promise<void> {
  await page.goto(pathOf(await mailLink(request, email, mailSubjects.invite)));
  await expect(page.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
}

/**
 * An account with a password, made the way an Owner and an invitee would
 * through the API (invite, mailed link, accept), for tests about what comes after.
 */
export async function createUserByApi(
  request: APIRequestContext,
  email: string,
  role: 'owner' | 'editor' | 'sales' | 'recruiter',
  password: string,
): Promise<void> {
  const owner = await apiToken(request);
  const invite = await request.post('/api/admin/users', { headers: { authorization: `Bearer ${owner}` }, data: { email, role } });
  expect(invite.status(), await invite.text()).toBe(201);
  const token = new URL(await mailLink(request, email, mailSubjects.invite)).searchParams.get('token');
  const accept = await request.post('/api/admin/invitations/accept', { data: { token, password } });
  expect(accept.status(), await accept.text()).toBe(200);
}

/** Clicks Export CSV and reads the file the browser downloads: its suggested name and its CRLF lines (the last one empty). */
export async function exportedCsv(page: Page): Promise<{ fileName: string; lines: string[] }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  return { fileName: download.suggestedFilename(), lines: (await readFile(await download.path(), 'utf8')).split('\r\n') };
}

const guardedFormOf: Record<string, 'contact' | 'hire' | 'newsletter'> = {
  '/api/contactMail': 'contact',
  '/api/hire-usMail': 'hire',
  '/api/newsletter/subscribe': 'newsletter',
};

/**
 * Posts a public form as the site's page does for a person: it fetches the
 * form's token first and sends it with an empty honeypot, so the message is
 * New (the e2e server runs with no minimum fill time). A bare request.post is a bot's.
 */
export async function postAsPerson(request: APIRequestContext, path: string, options: { data: Record<string, unknown> }) {
  const form = guardedFormOf[path];
  if (!form) throw new Error(`${path} is not a public form`);
  const issued = await request.post('/api/forms/token', { data: { form } });
  const token = ((await issued.json()) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`no form token: ${issued.status()}`);
  return request.post(path, { data: { ...options.data, website: '', formToken: token } });
}
