/**
 * The audit log on the API: what the content routes record, and
 * the Owners' list route (filters, paging, page links, roles), and the
 * year-long TTL, against the local stack.
 */
import { DynamoDBDocumentClient, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../../functions/contract/audit';
import { messages } from '../../functions/contract/messages';
import { auditRangeMessages } from '../../functions/contract/specs/list-audit';
import { apiPath, routes } from '../../functions/contract/routes';
import { recordAudit } from '../../functions/core/audit/audit';
import { encodeAuditCursor } from '../../functions/core/audit/cursor';
import { saveAdmin } from '../../functions/core/auth/admins';
import { keys, table } from '../../functions/core/db/keys';
import * as repository from '../../functions/core/db/repository';
import { localUsers } from '../../infra/local/seed/accounts';
import { seedAuditLog } from '../../infra/local/seed/audit';
import { admin, pngBytes, useStack } from './harness';
import { asPerson } from './as-person';

const stack = useStack();

const auditPath = (query: Record<string, string> = {}) => `${routes.listAudit.path}?${new URLSearchParams(query)}`;

/** Every entry the log answers for a query, page by page (newest first), and the size of each page. */
async function readAll(query: Record<string, string>, token?: string) {
  const entries: AuditEntry[] = [];
  const sizes: number[] = [];
  let cursor: string | undefined;
  do {
    const answer = await stack.call('GET', auditPath({ ...query, ...(cursor ? { cursor } : {}) }), { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    entries.push(...answer.body.data.list);
    sizes.push(answer.body.data.list.length);
    cursor = answer.body.data.cursor;
  } while (cursor);
  return { entries, sizes };
}

/** The entries about one item, oldest first. */
const entriesFor = async (itemType: string, itemId: string) =>
  (await readAll({ itemType })).entries.filter((entry) => entry.itemId === itemId).reverse();

const summary = (entries: AuditEntry[]) => entries.map(({ action, detail, itemTitle }) => ({ action, detail, itemTitle }));

const newsBody = async (title: string) => ({
  newsTitle: title,
  metaTitle: `${title} (meta)`,
  metaDescription: 'What happened, in one line.',
  newsContent: '<p>The full story.</p>',
  image: await stack.upload(pngBytes),
  imageAlt: 'Engineers at the new office',
});

describe('content writes in the audit log', () => {
  it('records a create and a delete of each kind, with who, the type, the id and the title', async () => {
    const kinds = [
      { kind: 'career', create: routes.createCareerPost, title: { careerTitle: 'Audit: Site Reliability Engineer' } },
      { kind: 'press', create: routes.createPressRelease, title: { title: 'Audit: Nexoria opens a Lisbon office' } },
      { kind: 'news', create: routes.createNews, title: { newsTitle: 'Audit: Quarterly engineering update' } },
      { kind: 'event', create: routes.createEvent, title: { eventName: 'Audit: Cloud Cost Summit' } },
    ] as const;
    for (const { kind, create, title } of kinds) {
      const made = await stack.call('POST', create.path, { body: { status: 'draft', ...title } });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const id: string = made.body.data._id;
      const removed =
        kind === 'career'
          ? await stack.call('POST', routes.deleteCareerPost.path, { body: { careerListID: id } })
          : await stack.call(
              'DELETE',
              apiPath({ press: routes.deletePressRelease, news: routes.deleteNews, event: routes.deleteEvent }[kind], { id }),
            );
      expect(removed.status).toBe(200);
      const entries = await entriesFor(kind, id);
      const itemTitle = Object.values(title)[0];
      expect(summary(entries)).toEqual([
        { action: 'create', detail: 'Draft', itemTitle },
        { action: 'delete', detail: undefined, itemTitle },
      ]);
      for (const entry of entries) {
        expect(entry).toMatchObject({ actor: admin.email, actorRole: 'owner', itemType: kind, itemId: id });
        expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
      }
    }
  });

  it('records updates, publish-state changes (both when a save does both) and restores; a save that names no field records nothing', async () => {
    const made = await stack.call('POST', routes.createNews.path, { body: { status: 'draft', newsTitle: 'Audit: first wording' } });
    const id: string = made.body.data._id;
    const path = apiPath(routes.updateNews, { id });
    expect((await stack.call('PUT', path, { body: { newsTitle: 'Audit: second wording' } })).status).toBe(200);
    const publish = await stack.call('PUT', path, { body: { ...(await newsBody('Audit: published wording')), status: 'published' } });
    expect(publish.status, JSON.stringify(publish.body)).toBe(200);
    expect((await stack.call('PUT', path, { body: { status: 'draft' } })).status).toBe(200);
    expect((await stack.call('PUT', path, { body: {} })).status).toBe(200);
    const revisions = (await stack.call('GET', apiPath(routes.listRevisions, { kind: 'news', id }))).body.data as Array<{ _id: string }>;
    // The oldest version: the draft as first written.
    const restore = await stack.call('POST', apiPath(routes.restoreRevision, { kind: 'news', id, revisionId: revisions.at(-1)!._id }));
    expect(restore.status).toBe(200);

    expect(summary(await entriesFor('news', id))).toEqual([
      { action: 'create', detail: 'Draft', itemTitle: 'Audit: first wording' },
      { action: 'update', detail: undefined, itemTitle: 'Audit: second wording' },
      { action: 'update', detail: undefined, itemTitle: 'Audit: published wording' },
      { action: 'status', detail: 'Draft → Published', itemTitle: 'Audit: published wording' },
      { action: 'status', detail: 'Published → Draft', itemTitle: 'Audit: published wording' },
      { action: 'restore', detail: undefined, itemTitle: 'Audit: first wording' },
    ]);
  });

  it('records a schedule as "Published → Scheduled"', async () => {
    const made = await stack.call('POST', routes.createNews.path, { body: await newsBody('Audit: live now') });
    expect(made.body.data.status).toBe('published');
    const id: string = made.body.data._id;
    const publishAt = new Date(Date.now() + 86_400_000).toISOString();
    expect((await stack.call('PUT', apiPath(routes.updateNews, { id }), { body: { status: 'published', publishAt } })).status).toBe(200);
    expect(summary(await entriesFor('news', id))).toEqual([
      { action: 'create', detail: 'Published', itemTitle: 'Audit: live now' },
      { action: 'status', detail: 'Published → Scheduled', itemTitle: 'Audit: live now' },
    ]);
  });

  it('records nothing for a write that fails', async () => {
    const id = crypto.randomUUID();
    expect((await stack.call('DELETE', apiPath(routes.deleteNews, { id }))).status).toBe(404);
    expect(await entriesFor('news', id)).toEqual([]);
  });
});

describe('the audit log route', () => {
  /** Writes `count` entries a second apart (newest first as i grows smaller), as the frame would. */
  async function writeEntries(actor: string, count: number, action: (i: number) => AuditEntry['action'] = () => 'update') {
    const base = Date.now() - 60_000;
    for (let i = 0; i < count; i++) {
      await recordAudit(
        { email: actor },
        { action: action(i), itemType: 'news', itemId: `item-${i}`, itemTitle: `Entry ${i}` },
        new Date(base - i * 1000),
      );
    }
  }

  it('pages 50 at a time, newest first, and filters by user (any case, exact or its start), action and item type', async () => {
    const actor = `pager-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await writeEntries(actor, 120, (i) => (i % 10 === 0 ? 'delete' : 'update'));

    const byUser = await readAll({ actor: actor.slice(0, 14).toUpperCase() });
    expect(byUser.sizes).toEqual([50, 50, 20]);
    expect(byUser.entries.map((entry) => entry.itemTitle)).toEqual(Array.from({ length: 120 }, (_, i) => `Entry ${i}`));
    expect(new Set(byUser.entries.map((entry) => entry._id)).size).toBe(120);
    expect(byUser.entries[1]).toEqual({
      _id: expect.any(String),
      at: expect.any(String),
      actor,
      action: 'update',
      itemType: 'news',
      itemId: 'item-1',
      itemTitle: 'Entry 1',
    });
    expect((await readAll({ actor })).entries).toHaveLength(120);

    const deletes = await readAll({ actor, action: 'delete' });
    expect(deletes.entries.map((entry) => entry.itemTitle)).toEqual(Array.from({ length: 12 }, (_, i) => `Entry ${i * 10}`));
    expect((await readAll({ actor, itemType: 'career' })).entries).toEqual([]);

    const first = await stack.call('GET', auditPath());
    expect(first.body.data.list).toHaveLength(50);
    expect(first.body.data.cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const times = (first.body.data.list as AuditEntry[]).map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('answers 400 for a page link it did not make, and for unknown filters', async () => {
    const other = Buffer.from(`2026-01-01T00:00:00.000Z#NEWS#${crypto.randomUUID()}`).toString('base64url');
    for (const cursor of ['garbage', other, 'a'.repeat(201), 'not!base64', Buffer.from('{"pk":"ADMIN#x"}').toString('base64url')]) {
      const answer = await stack.call('GET', auditPath({ cursor }));
      expect(answer, cursor).toMatchObject({ status: 400, body: { msg: 'The page link is not valid.' } });
    }
    expect((await stack.call('GET', auditPath({ action: 'hack' }))).status).toBe(400);
    expect((await stack.call('GET', auditPath({ itemType: 'NEWS#' }))).status).toBe(400);
    // Whatever else the query holds: an answer, never a server error.
    for (const query of [
      'cursor=',
      'cursor=YWJj%3D',
      'action=erase&action=delete',
      `actor=${'x'.repeat(300)}`,
      'actor=%00%ff',
      'itemType=%E2%9C%93',
      'cursor[]=1',
      'limit=-1&page=abc',
    ]) {
      const answer = await stack.call('GET', `${routes.listAudit.path}?${query}`);
      expect(answer.status, query).toBeLessThan(500);
      expect(answer.status === 200 || answer.status === 400, query).toBe(true);
    }
  });

  it('is for Owners only: Editors and Sales get 403', async () => {
    for (const role of ['editor', 'sales'] as const) {
      const email = `audit-${role}@example.com`;
      await saveAdmin(email, 'audit-secret-12345', role);
      const login = await stack.call('POST', routes.adminLogin.path, { body: { email, password: 'audit-secret-12345' }, token: null });
      expect(login.status).toBe(200);
      const answer = await stack.call('GET', auditPath(), { token: login.body.token });
      expect(answer, role).toMatchObject({ status: 403, body: { msg: messages.forbidden } });
    }
  });

  it('keeps entries a year: an entry past its TTL is hidden at once and deleted by the sweep', async () => {
    const id = crypto.randomUUID();
    const at = new Date(Date.now() - 366 * 86_400_000).toISOString();
    const actor = `expired-${id.slice(0, 8)}@example.com`;
    await repository.putRecord(keys.audit(id), {
      _id: id,
      at,
      actor,
      action: 'update',
      ...keys.auditListing(at, id),
      [table.ttlAttribute]: Math.floor(Date.now() / 1000) - 86_400,
    });
    expect(await repository.getRecord(keys.audit(id))).not.toBeNull();
    expect((await readAll({ actor })).entries).toEqual([]);
    await stack.server.standIns.sweepExpired();
    expect(await repository.getRecord(keys.audit(id))).toBeNull();

    // A fresh entry carries its expiry a year ahead.
    await recordAudit({ email: actor }, { action: 'update' });
    const [fresh] = (await readAll({ actor })).entries;
    const stored = await repository.getRecord(keys.audit(fresh!._id));
    const year = Math.floor(Date.now() / 1000) + 365 * 86_400;
    expect(Math.abs(Number(stored?.[table.ttlAttribute]) - year)).toBeLessThan(60);
  });

  it('has local seed entries that read like weeks of use', async () => {
    const made = await stack.call('POST', routes.createCareerPost.path, {
      body: { status: 'draft', careerTitle: 'Audit seed: Data Engineer' },
    });
    await seedAuditLog(admin.email);
    const { entries } = await readAll({ actor: admin.email, itemType: 'career' });
    // The seed records what is stored, at the date it carries: the draft just made counts once more as created.
    expect(entries.filter((entry) => entry.itemId === made.body.data._id).map((entry) => entry.action)).toEqual(['create', 'create']);
    expect((await readAll({ actor: localUsers.sales, action: 'sign-in' })).entries.length).toBeGreaterThan(5);
    expect((await readAll({ action: 'user-join' })).entries.map((entry) => entry.actor).sort()).toEqual([
      localUsers.editor,
      localUsers.sales,
    ]);
    const failed = (await readAll({ action: 'sign-in-failed', actor: 'a***' })).entries;
    expect(failed.map((entry) => entry.actor)).toEqual(['a***@example.net']);
  });
});

describe('the audit log by date', () => {
  /** A UTC day long before this run's entries, yet within the year entries are kept. */
  const day = new Date(Math.floor(Date.now() / 86_400_000 - 200) * 86_400_000);
  const at = (offset: number) => new Date(day.getTime() + offset).toISOString();
  const dayStart = at(0);
  const dayEnd = at(86_400_000 - 1);

  /** Entries at the day's edges and just outside them; answers the titles the day holds, newest first. */
  async function writeDay(actor: string) {
    const times = { before: -1, first: 0, noon: 43_200_000, last: 86_400_000 - 1, after: 86_400_000 };
    for (const [title, offset] of Object.entries(times)) {
      await recordAudit(
        { email: actor },
        { action: 'update', itemType: 'news', itemId: title, itemTitle: title },
        new Date(day.getTime() + offset),
      );
    }
    return ['last', 'noon', 'first'];
  }

  it('answers the entries from From to To, both bounds included, and none outside them', async () => {
    const actor = `range-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const inDay = await writeDay(actor);
    const titles = async (query: Record<string, string>) => (await readAll({ actor, ...query })).entries.map((entry) => entry.itemTitle);
    expect(await titles({ from: dayStart, to: dayEnd })).toEqual(inDay);
    expect(await titles({ from: dayStart })).toEqual(['after', ...inDay]);
    expect(await titles({ to: dayEnd })).toEqual([...inDay, 'before']);
    // An instant both bounds name, and a bound written without milliseconds.
    expect(await titles({ from: at(43_200_000), to: at(43_200_000) })).toEqual(['noon']);
    expect(await titles({ from: dayStart.replace('.000Z', 'Z'), to: dayStart })).toEqual(['first']);
  });

  it('reads the range with one Query on the sort key: no entry outside it is read, none is scanned', async () => {
    const actor = `range-query-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await writeDay(actor);
    const send = vi.spyOn(DynamoDBDocumentClient.prototype, 'send');
    try {
      const answer = await stack.call('GET', auditPath({ from: dayStart, to: dayEnd }));
      expect(answer.status).toBe(200);
      const commands = send.mock.calls.map(([command]) => command);
      expect(commands.filter((command) => command instanceof ScanCommand)).toEqual([]);
      // The session check reads the admin's own record; the log is the one Query on the list index.
      const reads = commands.filter((command) => command instanceof QueryCommand && command.input.IndexName === 'gsi1');
      expect(reads).toHaveLength(1);
      const [query] = reads as QueryCommand[];
      expect(query!.input).toMatchObject({ KeyConditionExpression: '#gpk = :audit AND #gsk BETWEEN :low AND :high', IndexName: 'gsi1' });
      expect(query!.input.FilterExpression).toBeUndefined();
      const result = await (send.mock.results.find((_, i) => send.mock.calls[i]![0] === query)!.value as Promise<{
        ScannedCount?: number;
      }>);
      // Every entry DynamoDB read was one the range answers: none before the day, none after it.
      const list = answer.body.data.list as AuditEntry[];
      expect(list.filter((entry) => entry.actor === actor).map((entry) => entry.itemTitle)).toEqual(['last', 'noon', 'first']);
      expect(list.every((entry) => entry.at >= dayStart && entry.at <= dayEnd)).toBe(true);
      expect(result.ScannedCount).toBe(list.length);
    } finally {
      send.mockRestore();
    }
  });

  it('answers 400 with a clear message for a date that is not one, and for From after To', async () => {
    for (const [query, msg] of [
      [{ from: '2026-02-30T00:00:00.000Z' }, auditRangeMessages.from],
      [{ from: 'yesterday' }, auditRangeMessages.from],
      [{ to: '2026-11-26' }, auditRangeMessages.to],
      [{ to: '2026-11-26T24:00:00.000Z' }, auditRangeMessages.to],
      [{ from: dayEnd, to: dayStart }, auditRangeMessages.order],
    ] as const) {
      const answer = await stack.call('GET', auditPath(query));
      expect(answer, JSON.stringify(query)).toMatchObject({ status: 400, body: { msg } });
    }
  });

  it('refuses a page link from outside the range', async () => {
    const outside = encodeAuditCursor(at(-86_400_000), crypto.randomUUID());
    const answer = await stack.call('GET', auditPath({ from: dayStart, to: dayEnd, cursor: outside }));
    expect(answer).toMatchObject({ status: 400, body: { msg: 'The page link is not valid.' } });
  });
});

describe('the names entries keep', () => {
  it("stores the item's name when the entry is written: an event's name, a user's e-mail, an enquiry's sender", async () => {
    const event = await stack.call('POST', routes.createEvent.path, { body: { status: 'draft', eventName: 'Labels: Data Day' } });
    expect(event.status).toBe(201);
    const email = `labels-${crypto.randomUUID().slice(0, 8)}@example.com`;
    expect((await stack.call('POST', routes.inviteAdmin.path, { body: { email, role: 'editor' } })).status).toBe(201);
    const name = `Labels Sender ${crypto.randomUUID().slice(0, 8)}`;
    const contact = { name, emailAddress: 'labels@example.org', contactNo: 9876543210, message: 'Call me.', terms: true };
    expect((await stack.call('POST', routes.contactMail.path, { body: asPerson('contact', contact), token: null })).status).toBe(200);
    const leads = await stack.call('GET', `${apiPath(routes.listLeads, { kind: 'contact' })}?q=${encodeURIComponent(name)}`);
    const lead = (leads.body.data.list as Array<{ _id: string }>)[0]!;
    expect(
      (await stack.call('PUT', apiPath(routes.updateLead, { kind: 'contact', id: lead._id }), { body: { leadStatus: 'replied' } })).status,
    ).toBe(200);

    const stored = async (itemType: string, itemId: string) => {
      const [entry] = await entriesFor(itemType, itemId);
      return repository.getRecord(keys.audit(entry!._id));
    };
    expect(await stored('event', event.body.data._id)).toMatchObject({ action: 'create', itemTitle: 'Labels: Data Day' });
    const invited = (await readAll({ itemType: 'user', action: 'user-invite' })).entries.find((entry) => entry.itemTitle === email);
    expect(await repository.getRecord(keys.audit(invited!._id))).toMatchObject({ itemType: 'user', itemTitle: email });
    expect(await stored('contact', lead._id)).toMatchObject({ action: 'lead-status', itemTitle: name, detail: 'New → Replied' });
  });
});
