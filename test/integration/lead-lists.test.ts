/**
 * Lead lists that cost a page, against the local stack: the counters stay
 * exact under racing creates and status changes, a status change moves the
 * row between the status filters, search finds by e-mail and name through the
 * tokens, deleting and erasing count out and drop the tokens, and the spec's
 * contactList keeps its shape, page numbers and count.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { leadStatusOf, leadStatuses } from '../../functions/contract/leads';
import { apiPath, routes } from '../../functions/contract/routes';
import * as repository from '../../functions/core/db/repository';
import { readCounters } from '../../functions/core/leads/counters';
import { idsWithWord } from '../../functions/core/leads/lead-pages';
import { contact, sendEnquiry } from './erasure-support';
import { useStack } from './harness';
import { storeContact } from './leads-support';

const stack = useStack();
const list = async (query: string) => (await stack.call('GET', `${apiPath(routes.listLeads, { kind: 'contact' })}${query}`)).body.data;
const update = (id: string, leadStatus: string) =>
  stack.call('PUT', apiPath(routes.updateLead, { kind: 'contact', id }), { body: { leadStatus } });

/** What the counters must say: every stored contact enquiry counted by its status, read the slow way. */
async function recounted() {
  const all = await repository.listAll<{ leadStatus?: (typeof leadStatuses)[number] }>('CONTACT');
  const tally = Object.fromEntries(['total', ...leadStatuses].map((name) => [name, 0])) as Record<string, number>;
  for (const lead of all) {
    tally.total = (tally.total ?? 0) + 1;
    tally[leadStatusOf(lead)] = (tally[leadStatusOf(lead)] ?? 0) + 1;
  }
  return tally;
}

const ids: string[] = [];
beforeAll(async () => {
  for (let i = 0; i < 45; i++)
    ids.push(
      await storeContact(i, { name: `Person ${String(i).padStart(2, '0')}`, emailAddress: `person${i}@lists.example`, message: 'Hello' }),
    );
});

describe('lead counters', () => {
  it('stay exact under 20 racing creates and 10 racing status changes', async () => {
    await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => sendEnquiry(stack, 'contactMail', contact(`racer${i}@race.example`, `Racer ${i}`))),
      ...ids.slice(0, 10).map((id, i) => update(id, i % 2 === 0 ? 'replied' : 'spam')),
      // The same change twice at once: one lands, the other changes nothing, the counters move once.
      update(ids[0]!, 'replied'),
    ]);
    const counters = await readCounters('CONTACT');
    expect(counters).toEqual(await recounted());
    expect(counters).toMatchObject({ total: 65, new: 55, replied: 5, spam: 5 });
    expect((await stack.call('GET', routes.leadCounts.path)).body.data.contact).toBe(55);
  });

  it('moves a lead between the status filters when its status changes', async () => {
    const id = ids[20]!;
    expect((await list('?status=closed')).count).toBe(0);
    await update(id, 'closed');
    const closed = await list('?status=closed');
    expect(closed).toMatchObject({ count: 1, limit: 20 });
    expect(closed.list.map((row: { _id: string }) => row._id)).toEqual([id]);
    expect((await list('?status=new')).list.map((row: { _id: string }) => row._id)).not.toContain(id);
    await update(id, 'new');
    expect((await list('?status=closed')).count).toBe(0);
    expect(await readCounters('CONTACT')).toEqual(await recounted());
  });

  it('counts out and forgets the tokens of a deleted spam lead and of an erased address', async () => {
    const spam = ids[1]!; // marked spam by the race above
    expect(await idsWithWord('CONTACT', 'person1')).toContain(spam);
    expect((await stack.call('DELETE', apiPath(routes.deleteLead, { kind: 'contact', id: spam }))).status).toBe(200);
    expect(await idsWithWord('CONTACT', 'person1')).not.toContain(spam);
    await stack.call('POST', routes.eraseAddress.path, { body: { email: 'racer3@race.example' } });
    expect(await idsWithWord('CONTACT', 'racer3')).toEqual([]);
    expect(await readCounters('CONTACT')).toEqual(await recounted());
  });
});

describe('lead pages and search', () => {
  it('pages each status by date and by name, as the whole list sorts', async () => {
    const all = await recounted();
    const first = await list('?sort=az');
    // "All" is every status but Spam, which shows only when filtered for.
    expect(first.count).toBe((all.total ?? 0) - (all.spam ?? 0));
    expect((await list('?status=spam')).count).toBe(all.spam);
    const names = first.list.map((row: { name: string }) => row.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const second = await list('?sort=az&page=2');
    expect(second.list[0].name.localeCompare(names.at(-1), 'en', { sensitivity: 'base' })).toBeGreaterThan(0);
    const oldest = (await list('?status=new&sort=oldest')).list.map((row: { added_date: string }) => row.added_date);
    expect(oldest).toEqual([...oldest].sort());
  });

  it('finds by e-mail and by name through the tokens, every word matching', async () => {
    expect((await list('?q=person8%40lists.example')).list.map((row: { _id: string }) => row._id)).toEqual([ids[8]]);
    // Person 7 was marked Spam: a search leaves it out unless Spam is filtered for.
    expect((await list('?q=person7%40lists.example')).count).toBe(0);
    expect((await list('?q=person7%40lists.example&status=spam')).list.map((row: { _id: string }) => row._id)).toEqual([ids[7]]);
    expect((await list('?q=racer%2012')).list.map((row: { name: string }) => row.name)).toEqual(['Racer 12']);
    expect((await list('?q=lists.example&status=replied')).count).toBe(5);
    expect((await list('?q=nobody')).count).toBe(0);
  });

  it("keeps the spec's contactList shape, page numbers and count", async () => {
    const newest = (await repository.listAll<{ _id: string }>('CONTACT')).map((row) => row._id);
    const page = async (n: number) => (await stack.call('GET', apiPath(routes.contactList, { page: n }))).body;
    const [one, three, four] = [await page(1), await page(3), await page(4)];
    expect(one).toMatchObject({ ack: 1, data: { count: newest.length, limit: 20 } });
    expect(one.data.list.map((row: { _id: string }) => row._id)).toEqual(newest.slice(0, 20));
    expect(one.data.list[0]).not.toHaveProperty('gsi2pk');
    expect(three.data.list.map((row: { _id: string }) => row._id)).toEqual(newest.slice(40, 60));
    expect(four.data.list.map((row: { _id: string }) => row._id)).toEqual(newest.slice(60, 80));
    expect((await page(9)).data).toMatchObject({ list: [], count: newest.length });
  });
});
