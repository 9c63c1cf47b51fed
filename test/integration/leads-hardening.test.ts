/**
 * The lead routes under junk input with a real enquiry behind the
 * path, where the route-wide adversarial suite (which cannot know an
 * enquiry's id) stops at the 404; and the local seed's lead states.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPath, routes } from '../../functions/contract/routes';
import { saveAdmin } from '../../functions/core/auth/admins';
import { seedLeads } from '../../infra/local/seed/leads';
import { admin, useStack } from './harness';
import { storeContact } from './leads-support';

const stack = useStack();
let id: string;

const junk: unknown[] = [
  null,
  true,
  1e308,
  -1,
  [],
  ['new'],
  { leadStatus: 'new' },
  '',
  '   ',
  '\u0000',
  '\ud800',
  'NEW',
  'Spam',
  '𝕏'.repeat(5000),
  'x'.repeat(300_000),
  '<img src=x onerror=alert(1)>',
  'a@b',
  'admin@example.com\u0000',
  '__proto__',
];

beforeAll(async () => {
  id = await storeContact(1, { name: 'Fuzz Target', emailAddress: 'fuzz@example.org', message: 'Leave me as I am.' });
});

describe('junk input on a real enquiry', () => {
  it('answers every junk status or assignee with a 4xx and changes nothing', async () => {
    const path = apiPath(routes.updateLead, { kind: 'contact', id });
    const before = (await stack.call('GET', apiPath(routes.getLead, { kind: 'contact', id }))).body.data;
    const bodies = junk.flatMap((value) => [
      JSON.stringify({ leadStatus: value }),
      JSON.stringify({ assignee: value }),
      `{"__proto__":{"leadStatus":"spam"},"assignee":${JSON.stringify(value)}}`,
    ]);
    const answered: string[] = [];
    for (const body of bodies) {
      const { status } = await stack.call('PUT', path, { body });
      if (status < 400 || status >= 500) answered.push(`${status} ${body.slice(0, 60)}`);
    }
    expect(answered).toEqual([]);
    expect((await stack.call('GET', apiPath(routes.getLead, { kind: 'contact', id }))).body.data).toEqual(before);
  });

  it('answers junk notes with a 4xx, or stores them as plain text, never a 5xx', async () => {
    const path = apiPath(routes.addLeadNote, { kind: 'contact', id });
    for (const text of junk) {
      const { status, body } = await stack.call('POST', path, { body: { text } });
      expect([status, JSON.stringify(text).slice(0, 40)]).toEqual([status < 300 ? 201 : 400, JSON.stringify(text).slice(0, 40)]);
      if (status === 201) expect(body.data.notes.at(-1).text).toBe(String(text).trim());
    }
  });

  it('answers junk list queries with a 4xx or a list, never a 5xx', async () => {
    const queries = [
      'status=',
      'status=NEW',
      'status[]=new',
      'page=-1',
      'page=1e3',
      'page=9999999',
      'q=%00',
      'q=%ZZ',
      `q=${'%F0%9D%95%8F'.repeat(200)}`,
    ];
    for (const query of queries) {
      const { status } = await stack.call('GET', `${apiPath(routes.listLeads, { kind: 'hire' })}?${query}`);
      expect([query, status < 500]).toEqual([query, true]);
    }
  });
});

describe('the local seed', () => {
  it('stores enquiries in every lead state, work in progress assigned to Sales with a note', async () => {
    await saveAdmin('sales@example.com', 'integration-secret-2', 'sales');
    await seedLeads(admin.email);
    const list = async (kind: string, status: string) =>
      (await stack.call('GET', `${apiPath(routes.listLeads, { kind })}?status=${status}`)).body.data.list as Array<Record<string, any>>;
    for (const status of ['new', 'in-progress', 'replied', 'closed', 'spam'])
      expect((await list('contact', status)).length, status).toBeGreaterThan(0);
    expect((await list('hire', 'new')).length).toBeGreaterThan(0);
    const working = [...(await list('contact', 'in-progress')), ...(await list('hire', 'in-progress'))];
    expect(working.length).toBeGreaterThanOrEqual(2);
    for (const row of working) {
      expect(row.assignee).toBe('sales@example.com');
      const lead = (await stack.call('GET', apiPath(routes.getLead, { kind: row.name ? 'contact' : 'hire', id: row._id }))).body.data;
      expect(lead.notes).toMatchObject([{ author: 'sales@example.com' }]);
    }
  });
});
