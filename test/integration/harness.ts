/**
 * Starts the local stack in memory (the real gateway, route table, handlers and
 * stand-ins; no SPA) and gives tests a small client for it.
 */
import { afterAll, beforeAll } from 'vitest';
import type { AuditAction, AuditEntry } from '../../functions/contract/audit';
import type { Role } from '../../functions/contract/roles';
import { routes } from '../../functions/contract/routes';
import { saveAdmin } from '../../functions/core/auth/admins';
import { sessionVersionOf } from '../../functions/core/auth/session';
import { issueToken } from '../../functions/core/auth/tokens';
import { resetClients } from '../../functions/core/aws/endpoints';
import { keys } from '../../functions/core/db/keys';
import { getRecord, listAll } from '../../functions/core/db/repository';
import { startLocalServer, type LocalServer } from '../../infra/local/server';
import { seedAboutPage } from './about-seed';
import { seedSuccessStoriesPage } from './stories-seed';
import { seedHomePage } from './home-seed';

export const admin = { email: 'admin@example.com', password: 'integration-secret-1' };

export interface Answer {
  status: number;
  body: Record<string, any>;
}

export interface Stack {
  server: LocalServer;
  token: string;
  call(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string | null; form?: Record<string, string | string[]> },
  ): Promise<Answer>;
  upload(bytes: Uint8Array, contentType?: string): Promise<string>;
  mails(): Promise<Array<{ subject: string; destination: { to: string[] }; body: { text: string } }>>;
}

/** Registers beforeAll/afterAll for one test file and answers the live stack. */
export function useStack(): Stack {
  const stack = {} as Stack;
  beforeAll(async () => {
    const server = await startLocalServer({
      port: 0,
      prepare: async () => {
        await saveAdmin(admin.email, admin.password);
        await seedAboutPage();
        await seedSuccessStoriesPage();
        await seedHomePage();
      },
    });
    const call: Stack['call'] = async (method, path, { body, token, form } = {}) => {
      const headers: Record<string, string> = {};
      const auth = token === undefined ? stack.token : token;
      if (auth) headers.authorization = `Bearer ${auth}`;
      let payload: BodyInit | undefined;
      if (form) {
        const data = new FormData();
        for (const [name, value] of Object.entries(form)) for (const item of [value].flat()) data.append(name, item);
        payload = data;
      } else if (body !== undefined) {
        headers['content-type'] = 'application/json';
        payload = typeof body === 'string' ? body : JSON.stringify(body);
      }
      const response = await fetch(`${server.url}${path}`, { method, headers, body: payload });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : {} };
    };
    Object.assign(stack, {
      server,
      call,
      async upload(bytes: Uint8Array, contentType = 'image/png') {
        const presign = await call('POST', routes.createImageUpload.path, { body: { contentType, size: bytes.length } });
        if (presign.status !== 201) throw new Error(`presign failed: ${JSON.stringify(presign.body)}`);
        const { url, fields, key } = presign.body.data;
        const form = new FormData();
        for (const [name, value] of Object.entries(fields as Record<string, string>)) form.append(name, value);
        form.append('file', new Blob([bytes as BlobPart], { type: contentType }), 'picture.png');
        const stored = await fetch(url, { method: 'POST', body: form });
        if (!stored.ok) throw new Error(`upload failed: ${stored.status} ${await stored.text()}`);
        return key as string;
      },
      async mails() {
        return ((await (await fetch(`${server.url}/__local/mail`)).json()) as { emails: any[] }).emails;
      },
    });
    const login = await call('POST', routes.adminLogin.path, { body: admin, token: null });
    stack.token = login.body.token;
  });
  afterAll(async () => {
    await stack.server?.close();
  });
  return stack;
}

export interface SignedIn {
  email: string;
  password: string;
  token: string;
}

/** A new active user of the role (a fresh address unless one is given), signed in through the login route. */
export async function signInAs(
  stack: Stack,
  role: Role,
  email = `${role}-${crypto.randomUUID().slice(0, 8)}@example.com`,
): Promise<SignedIn> {
  const password = `${role}-password-${crypto.randomUUID().slice(0, 8)}`;
  await saveAdmin(email, password, role);
  const login = await stack.call('POST', routes.adminLogin.path, { body: { email, password }, token: null });
  if (login.status !== 200) throw new Error(`sign-in as ${role} failed: ${login.status} ${JSON.stringify(login.body)}`);
  return { email, password, token: login.body.token };
}

/** Another session of an existing account (as a second browser's sign-in would give), without running the password hash again. */
export async function anotherSession(email: string): Promise<string> {
  const account = await getRecord(keys.admin(email), { consistent: true });
  if (!account) throw new Error(`no account ${email}`);
  const role = (account.role ?? 'owner') as Role;
  return issueToken({ sub: String(account._id), email: String(account.email), role, sv: sessionVersionOf(account) });
}

type Mail = Awaited<ReturnType<Stack['mails']>>[number];

/** The one link in a mail's text (invitations, resets, newsletter confirmations). */
export function linkFrom(mail: Mail): URL {
  const found = /https?:\/\/\S+/.exec(mail.body.text)?.[0];
  if (!found) throw new Error(`no link in the mail "${mail.subject}"`);
  return new URL(found);
}

/** The mails with this subject sent to this address, oldest first. */
export async function mailsTo(stack: Stack, to: string, subject: string): Promise<Mail[]> {
  return (await stack.mails()).filter((mail) => mail.subject === subject && mail.destination.to.includes(to));
}

/** The newest mail with this subject to this address, or an error when there is none. */
export async function lastMailTo(stack: Stack, to: string, subject: string): Promise<Mail> {
  const mail = (await mailsTo(stack, to, subject)).at(-1);
  if (!mail) throw new Error(`no mail "${subject}" to ${to}`);
  return mail;
}

/** The stored audit entries of one action, newest first (read from the table, as the audit screen's route does). */
export async function auditEntries(action: AuditAction): Promise<AuditEntry[]> {
  return (await listAll<AuditEntry>(keys.auditListing('', '').gsi1pk)).filter((entry) => entry.action === action);
}

/** SES refuses every mail (the functions' client points at a closed port) until the answered function is called; the functions run in this process. */
export function mailRefused(): () => void {
  const endpoint = process.env.SES_ENDPOINT;
  process.env.SES_ENDPOINT = 'http://127.0.0.1:9';
  resetClients();
  return () => {
    process.env.SES_ENDPOINT = endpoint;
    resetClients();
  };
}

/** A tiny valid PNG (1×1). */
export const pngBytes = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYPgPAAEDAQAIicLsAAAAAElFTkSuQmCC', 'base64'),
);
