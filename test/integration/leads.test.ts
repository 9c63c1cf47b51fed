/**
 * Enquiries worked as leads against the local stack: lists by
 * status and search with paging, the New counts, status and assignee changes
 * (stored and audited), notes, spam deletion, 404s and roles; the spec's
 * contactList and hiredList answer as before.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type LeadStatus, leadStatusLabels } from '../../functions/contract/leads';
import { messages } from '../../functions/contract/messages';
import { apiPath, routes } from '../../functions/contract/routes';
import { saveAdmin } from '../../functions/core/auth/admins';
import { admin, auditEntries, signInAs, useStack } from './harness';
import { fillNotes, invitedAccount, storeContact, storeHire } from './leads-support';

const stack = useStack();
const ids = {} as Record<'priya' | 'jose' | 'wen' | 'spam' | 'aisha' | 'daniel' | 'mei', string>;
let editorToken: string;
let salesToken: string;

const lead = (kind: string, id: string) => apiPath(routes.getLead, { kind, id });
const list = async (kind: string, query = '', token?: string) =>
  stack.call('GET', `${apiPath(routes.listLeads, { kind })}${query}`, token ? { token } : {});
const names = async (kind: string, query: string) =>
  ((await list(kind, query)).body.data.list as Array<{ name?: string; fullName?: string }>).map((row) => row.name ?? row.fullName);
const update = (kind: string, id: string, body: unknown, token?: string) =>
  stack.call('PUT', apiPath(routes.updateLead, { kind, id }), { body, ...(token ? { token } : {}) });
const counts = async () => (await stack.call('GET', routes.leadCounts.path)).body.data;

beforeAll(async () => {
  ids.priya = await storeContact(1, { name: 'Priya Raman', emailAddress: 'priya@example.org', message: 'We need a React team for Q3.' });
  ids.jose = await storeContact(2, { name: 'José Álvarez', emailAddress: 'jose@acme.test', message: 'Quote for a mobile app, please.' });
  ids.wen = await storeContact(3, { name: 'Wen Li', emailAddress: 'wen.li@example.net', message: 'Cloud migration of our ERP.' });
  ids.spam = await storeContact(4, { name: 'Cheap Pills', emailAddress: 'offers@spam.test', message: 'BUY NOW' });
  ids.aisha = await storeContact(5, { name: 'Aisha Bello', emailAddress: 'aisha@example.com', message: 'Partnership on AI tooling.' });
  ids.daniel = await storeHire(1, { fullName: 'Daniel Ortiz', emailAddress: 'daniel@example.org', note: 'Two Go engineers from January.' });
  ids.mei = await storeHire(2, { fullName: 'Mei Tan', emailAddress: 'mei@example.sg', note: 'A QA lead, six months.' });
  salesToken = (await signInAs(stack, 'sales', 'sales@example.com')).token;
  editorToken = (await signInAs(stack, 'editor', 'editor@example.com')).token;
  await invitedAccount('invited@example.com', 'sales');
});

describe('lead lists', () => {
  it('lists a kind newest first, every row New until worked, with the page size and count', async () => {
    const answer = await list('contact');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ count: 5, limit: 20 });
    expect(answer.body.data.list.map((row: { _id: string }) => row._id)).toEqual([ids.aisha, ids.spam, ids.wen, ids.jose, ids.priya]);
    expect(answer.body.data.list[0]).toMatchObject({ name: 'Aisha Bello', emailAddress: 'aisha@example.com', contactNo: '9876543210' });
    expect(await names('hire', '')).toEqual(['Mei Tan', 'Daniel Ortiz']);
    expect(await counts()).toEqual({ contact: 5, hire: 2 });
  });

  it('searches name, e-mail and message in any case and without accents; every word must match', async () => {
    expect(await names('contact', '?q=PRIYA')).toEqual(['Priya Raman']);
    expect(await names('contact', '?q=jose')).toEqual(['José Álvarez']);
    expect(await names('contact', '?q=%C3%81LVAREZ')).toEqual(['José Álvarez']);
    expect(await names('contact', '?q=acme.test')).toEqual(['José Álvarez']);
    expect(await names('contact', '?q=erp')).toEqual(['Wen Li']);
    expect(await names('contact', '?q=react%20q3')).toEqual(['Priya Raman']);
    expect(await names('contact', '?q=react%20erp')).toEqual([]);
    expect(await names('hire', '?q=go%20engineers')).toEqual(['Daniel Ortiz']);
    expect((await list('contact', '?q=nobody')).body.data).toMatchObject({ list: [], count: 0 });
  });

  it('pages a filtered list: 20 a page, count of all matches', async () => {
    for (let i = 0; i < 23; i++)
      await storeContact(100 + i, { name: `Batch ${i}`, emailAddress: `batch${i}@example.org`, message: 'Batch' });
    const first = (await list('contact', '?q=batch')).body.data;
    const second = (await list('contact', '?q=batch&page=2')).body.data;
    expect(first).toMatchObject({ count: 23, limit: 20 });
    expect(first.list).toHaveLength(20);
    expect(first.list[0].name).toBe('Batch 22');
    expect(second.list.map((row: { name: string }) => row.name)).toEqual(['Batch 2', 'Batch 1', 'Batch 0']);
    expect((await list('contact', '?q=batch&page=3')).body.data).toMatchObject({ list: [], count: 23 });
  });

  it('refuses a bad status, page or search with 400', async () => {
    expect((await list('contact', '?status=open')).status).toBe(400);
    expect((await list('contact', '?page=0')).body).toMatchObject({ ack: 0, msg: messages.badPage });
    expect((await list('contact', `?q=${'x'.repeat(101)}`)).status).toBe(400);
    expect((await list('leads')).status).toBe(404);
  });
});

describe('working a lead', () => {
  it('stores a status change with who and when, audits it, and counts New', async () => {
    const before = (await auditEntries('lead-status')).length;
    const answer = await update('contact', ids.priya, { leadStatus: 'replied' });
    expect(answer).toMatchObject({
      status: 200,
      body: { ack: 1, msg: messages.leadUpdated, data: { _id: ids.priya, leadStatus: 'replied' } },
    });
    const stored = (await stack.call('GET', lead('contact', ids.priya))).body.data;
    expect(stored).toMatchObject({ leadStatus: 'replied', leadUpdatedBy: admin.email, name: 'Priya Raman' });
    expect(Date.now() - Date.parse(stored.leadUpdatedAt)).toBeLessThan(60_000);
    const [entry] = await auditEntries('lead-status');
    expect(entry).toMatchObject({
      action: 'lead-status',
      actor: admin.email,
      itemType: 'contact',
      itemId: ids.priya,
      itemTitle: 'Priya Raman',
      detail: 'New → Replied',
    });
    expect(await auditEntries('lead-status')).toHaveLength(before + 1);
    // The same status again changes nothing and records nothing.
    await update('contact', ids.priya, { leadStatus: 'replied' });
    expect(await auditEntries('lead-status')).toHaveLength(before + 1);
    expect((await counts()).contact).toBe(4 + 23);
  });

  it('filters by each status (no status stored is New)', async () => {
    await update('contact', ids.jose, { leadStatus: 'in-progress' });
    await update('contact', ids.wen, { leadStatus: 'closed' });
    await update('contact', ids.spam, { leadStatus: 'spam' });
    expect(await names('contact', '?status=replied')).toEqual(['Priya Raman']);
    expect(await names('contact', '?status=in-progress')).toEqual(['José Álvarez']);
    expect(await names('contact', '?status=closed')).toEqual(['Wen Li']);
    expect(await names('contact', '?status=spam')).toEqual(['Cheap Pills']);
    expect(await names('contact', '?status=new&q=example.com')).toEqual(['Aisha Bello']);
    expect((await list('contact', '?status=new')).body.data.count).toBe(1 + 23);
    expect(await counts()).toEqual({ contact: 1 + 23, hire: 2 });
  });

  it('assigns to an active Owner or Sales user, clears with none, and audits both', async () => {
    const assigned = await update('hire', ids.daniel, { assignee: 'Sales@Example.com', leadStatus: 'in-progress' });
    expect(assigned.body.data).toMatchObject({ assignee: 'sales@example.com', leadStatus: 'in-progress' });
    const [[status], [assign]] = [await auditEntries('lead-status'), await auditEntries('lead-assign')];
    expect(status).toMatchObject({ action: 'lead-status', itemType: 'hire', itemTitle: 'Daniel Ortiz', detail: 'New → In progress' });
    expect(assign).toMatchObject({ action: 'lead-assign', itemType: 'hire', itemId: ids.daniel, detail: 'sales@example.com' });
    await update('hire', ids.daniel, { assignee: admin.email });
    expect((await stack.call('GET', lead('hire', ids.daniel))).body.data.assignee).toBe(admin.email);
    const cleared = await update('hire', ids.daniel, { assignee: 'none' });
    expect(cleared.body.data.assignee).toBeUndefined();
    expect((await stack.call('GET', lead('hire', ids.daniel))).body.data).not.toHaveProperty('assignee');
    expect((await auditEntries('lead-assign'))[0]).toMatchObject({ itemId: ids.daniel, detail: 'Unassigned' });
  });

  it.each([
    ['an unknown address', 'nobody@example.com'],
    ['an Editor', 'editor@example.com'],
    ['an invited user', 'invited@example.com'],
    ['not an address', 'sales team'],
  ])('refuses to assign %s with 400 on the field and stores nothing', async (_, assignee) => {
    const answer = await update('hire', ids.mei, { assignee, leadStatus: 'closed' });
    expect(answer).toMatchObject({ status: 400, body: { ack: 0, errors: { assignee: messages.leadAssigneeInvalid } } });
    expect((await stack.call('GET', lead('hire', ids.mei))).body.data).not.toHaveProperty('leadStatus');
  });

  it('keeps an assignee who has left the team when a status is saved beside them, but assigns them nothing new', async () => {
    await saveAdmin('leaver@example.com', 'integration-secret-2', 'sales');
    await update('hire', ids.mei, { assignee: 'leaver@example.com' });
    await saveAdmin('leaver@example.com', 'integration-secret-2', 'editor');
    const saved = await update('hire', ids.mei, { leadStatus: 'closed', assignee: 'leaver@example.com' });
    expect(saved.body.data).toMatchObject({ leadStatus: 'closed', assignee: 'leaver@example.com' });
    expect((await update('hire', ids.daniel, { assignee: 'leaver@example.com' })).body.errors).toEqual({
      assignee: messages.leadAssigneeInvalid,
    });
  });

  it('refuses an update that names nothing to change, or an unknown status', async () => {
    expect((await update('hire', ids.mei, {})).body).toMatchObject({ ack: 0, msg: messages.leadNothingToChange });
    expect((await update('hire', ids.mei, { leadStatus: 'won' })).status).toBe(400);
  });

  it('keeps both of two changes made at the same moment by two people', async () => {
    await Promise.all([
      update('hire', ids.mei, { leadStatus: 'replied' }),
      update('hire', ids.mei, { assignee: 'sales@example.com' }, salesToken),
    ]);
    expect((await stack.call('GET', lead('hire', ids.mei))).body.data).toMatchObject({
      leadStatus: 'replied',
      assignee: 'sales@example.com',
    });
  });

  it('records racing status changes as one unbroken chain: each starts where the one before ended', async () => {
    const before = (await auditEntries('lead-status')).length;
    const answers = await Promise.all(['replied', 'closed', 'spam', 'new'].map((leadStatus) => update('hire', ids.daniel, { leadStatus })));
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const recorded = await auditEntries('lead-status');
    const steps = recorded.slice(0, recorded.length - before).map((entry) => entry.detail!.split(' → '));
    expect(steps).toHaveLength(answers.filter((answer) => answer.status === 200).length);
    let at = 'In progress';
    for (let i = 0; i < steps.length; i++) {
      const next = steps.find(([from]) => from === at);
      expect(next, `a change from ${at}`).toBeDefined();
      at = next![1]!;
    }
    const stored = (await stack.call('GET', lead('hire', ids.daniel))).body.data.leadStatus;
    expect(leadStatusLabels[stored as LeadStatus]).toBe(at);
  });
});

describe('notes', () => {
  const note = (id: string, text: unknown, token?: string) =>
    stack.call('POST', apiPath(routes.addLeadNote, { kind: 'contact', id }), { body: { text }, ...(token ? { token } : {}) });

  it('appends notes with author and time, oldest first, and audits each', async () => {
    const first = await note(ids.aisha, 'Called her, she wants a proposal by Friday.');
    expect(first).toMatchObject({ status: 201, body: { ack: 1, msg: messages.leadNoteAdded } });
    await note(ids.aisha, 'Proposal sent.', salesToken);
    const { notes } = (await stack.call('GET', lead('contact', ids.aisha))).body.data;
    expect(notes).toMatchObject([
      { author: admin.email, text: 'Called her, she wants a proposal by Friday.' },
      { author: 'sales@example.com', text: 'Proposal sent.' },
    ]);
    expect(notes[0]._id).not.toBe(notes[1]._id);
    expect(Date.parse(notes[1].at)).toBeGreaterThanOrEqual(Date.parse(notes[0].at));
    expect((await auditEntries('lead-note'))[0]).toMatchObject({ actor: 'sales@example.com', itemTitle: 'Aisha Bello' });
    // Lists leave the notes out; the enquiry's own answer has them.
    expect((await list('contact', '?q=aisha')).body.data.list[0]).not.toHaveProperty('notes');
  });

  it('keeps every note written at the same moment', async () => {
    await Promise.all(Array.from({ length: 5 }, (_, i) => note(ids.wen, `Parallel ${i}`)));
    const { notes } = (await stack.call('GET', lead('contact', ids.wen))).body.data;
    expect(notes.map((n: { text: string }) => n.text).sort()).toEqual([
      'Parallel 0',
      'Parallel 1',
      'Parallel 2',
      'Parallel 3',
      'Parallel 4',
    ]);
  });

  it('refuses an empty note and the 201st', async () => {
    expect((await note(ids.jose, '  ')).body).toMatchObject({ ack: 0, errors: { text: 'Write the note first.' } });
    await fillNotes(ids.jose, 200);
    expect((await note(ids.jose, 'One more')).body).toMatchObject({ ack: 0, msg: messages.leadNotesFull });
    expect((await stack.call('GET', lead('contact', ids.jose))).body.data.notes).toHaveLength(200);
  });
});

describe('deleting spam', () => {
  const remove = (id: string) => stack.call('DELETE', apiPath(routes.deleteLead, { kind: 'contact', id }));

  it('deletes only an enquiry marked Spam, audits it, and 404s after', async () => {
    expect(await remove(ids.wen)).toMatchObject({ status: 409, body: { msg: messages.leadDeleteNotSpam } });
    expect((await stack.call('GET', lead('contact', ids.wen))).status).toBe(200);
    expect(await remove(ids.spam)).toMatchObject({ status: 200, body: { ack: 1, msg: messages.leadDeleted } });
    // One entry: the refused delete recorded nothing.
    expect(await auditEntries('lead-delete')).toMatchObject([{ itemType: 'contact', itemId: ids.spam, itemTitle: 'Cheap Pills' }]);
    expect((await stack.call('GET', lead('contact', ids.spam))).body).toMatchObject({ ack: 0, msg: messages.leadNotFound });
    expect((await remove(ids.spam)).status).toBe(404);
  });
});

describe('unknown enquiries and roles', () => {
  it('answers 404 for an unknown id, kind or malformed id on every lead route', async () => {
    const unknown = crypto.randomUUID();
    expect((await stack.call('GET', lead('contact', unknown))).status).toBe(404);
    expect((await stack.call('GET', lead('hire', ids.priya))).status).toBe(404);
    expect((await update('contact', unknown, { leadStatus: 'closed' })).status).toBe(404);
    expect((await stack.call('POST', apiPath(routes.addLeadNote, { kind: 'contact', id: unknown }), { body: { text: 'x' } })).status).toBe(
      404,
    );
    expect((await stack.call('DELETE', apiPath(routes.deleteLead, { kind: 'hire', id: unknown }))).status).toBe(404);
    expect((await stack.call('GET', lead('news', ids.priya))).status).toBe(404);
    expect((await stack.call('GET', lead('contact', 'not an id'))).status).toBe(404);
  });

  it('answers 403 to an Editor on every lead route and lets Sales work them', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', routes.leadCounts.path],
      ['GET', apiPath(routes.listLeads, { kind: 'contact' })],
      ['GET', lead('contact', ids.priya)],
      ['PUT', lead('contact', ids.priya), { leadStatus: 'closed' }],
      ['POST', apiPath(routes.addLeadNote, { kind: 'contact', id: ids.priya }), { text: 'Editor note' }],
      ['DELETE', lead('contact', ids.priya)],
    ];
    for (const [method, path, body] of calls) {
      expect(await stack.call(method, path, { body, token: editorToken })).toMatchObject({
        status: 403,
        body: { msg: messages.forbidden },
      });
    }
    expect((await stack.call('GET', lead('contact', ids.priya))).body.data).toMatchObject({ leadStatus: 'replied' });
    expect((await stack.call('GET', routes.leadCounts.path, { token: salesToken })).status).toBe(200);
    expect((await list('contact', '', salesToken)).status).toBe(200);
  });
});

describe("the spec's enquiry lists", () => {
  it('answer the same shape, rows now carrying their lead fields', async () => {
    for (const [route, kind] of [
      [routes.contactList, 'contact'],
      [routes.hiredList, 'hire'],
    ] as const) {
      const answer = (await stack.call('GET', apiPath(route, { page: 1 }))).body;
      expect(Object.keys(answer).sort()).toEqual(['ack', 'data']);
      expect(Object.keys(answer.data).sort()).toEqual(['count', 'limit', 'list']);
      // The spec's lists hold every stored message; the lead views' All leaves Spam to its own filter.
      const [all, spam] = await Promise.all([list(kind), list(kind, '?status=spam')]);
      expect(answer.data.count).toBe(all.body.data.count + spam.body.data.count);
    }
    const contacts = (await stack.call('GET', apiPath(routes.contactList, { page: 2 }))).body.data.list;
    const priya = contacts.find((row: { _id: string }) => row._id === ids.priya);
    expect(priya).toMatchObject({ name: 'Priya Raman', contactNo: '9876543210', emailAddress: 'priya@example.org', leadStatus: 'replied' });
    expect(priya.added_date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
