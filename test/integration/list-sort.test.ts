/**
 * Search and sort of the admin's server-paged lists (enquiries, events,
 * subscribers) against the local stack: every sort orders the whole list
 * before it is cut into pages, so reading every page gives each row once and
 * in order; search covers the whole list; a bad sort or search is a 400.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { pageSize } from '../../functions/contract/entities';
import { listQueryMessages } from '../../functions/contract/list-query';
import { apiPath, routes } from '../../functions/contract/routes';
import { keys } from '../../functions/core/db/keys';
import * as repository from '../../functions/core/db/repository';
import { type Stack, useStack } from './harness';
import { storeContact } from './leads-support';

const stack = useStack();

type Row = { _id: string } & Record<string, unknown>;

/** Where a list's page is read under a query (`sort=az&q=…`): the page is a path parameter or, for listLeads, a query one. */
type ListUrl = (page: number, query: string) => string;

/** Every page of a list under a query, read until the total is reached; fails on any answer but 200. */
async function everyPage(url: ListUrl, query: string): Promise<{ rows: Row[]; pages: number }> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const answer = await stack.call('GET', url(page, query));
    expect(answer.status).toBe(200);
    expect(answer.body.data.list.length).toBeLessThanOrEqual(pageSize);
    rows.push(...answer.body.data.list);
    if (rows.length >= answer.body.data.count || answer.body.data.list.length === 0) return { rows, pages: page };
  }
}

const ids = (rows: Row[]) => rows.map((row) => row._id);

/**
 * Names that only sort right without regard to case and accents (é with e,
 * lower case among upper), and repeats that only page right with the id as
 * the tie-break. Enough of them for three pages.
 */
const names = Array.from({ length: 2 * pageSize + 5 }, (_, i) => {
  const given = ['émile', 'Emma', 'zoë', 'Zack', 'adam', 'Ángel', 'bea', 'Bob', 'same name'][i % 9];
  return `${given} ${String.fromCharCode(97 + Math.floor(i / 18))}`;
});
/** The given names in A–Z order, ignoring case and accents, as the first word of each name. */
const givenAtoZ = ['adam', 'Ángel', 'bea', 'Bob', 'émile', 'Emma', 'same', 'Zack', 'zoë'];
const firstWord = (text: string) => (text.split(/[\s.]/)[0] ?? '').toLowerCase();
const reference = new Intl.Collator('en', { sensitivity: 'base' });

/** Whether rows are in A–Z order of their names (any case, any accents), equal names by id. */
function expectAtoZ(rows: Row[], name: (row: Row) => string): void {
  for (const [i, row] of rows.entries()) {
    const before = rows[i - 1];
    if (!before) continue;
    const order = reference.compare(name(before), name(row));
    expect(order, `${name(before)} before ${name(row)}`).toBeLessThanOrEqual(0);
    if (order === 0) expect(before._id < row._id).toBe(true);
  }
  const given = [...new Set(rows.map((row) => firstWord(name(row))))].filter((word) =>
    givenAtoZ.some((known) => known.toLowerCase() === word),
  );
  expect(given).toEqual(givenAtoZ.map((word) => word.toLowerCase()));
}

/** The four sorts of one list, each over every page: A–Z, Z–A its exact reverse, Oldest first Newest first's. */
async function expectWholeListSorts(url: ListUrl, name: (row: Row) => string, date: (row: Row) => string) {
  const read = async (sort: string) => (await everyPage(url, `sort=${sort}`)).rows;
  const [az, za, newest, oldest] = (await Promise.all(['az', 'za', 'newest', 'oldest'].map(read))) as [Row[], Row[], Row[], Row[]];
  expect(az.length).toBeGreaterThan(2 * pageSize);
  expect(new Set(ids(az)).size).toBe(az.length);
  expectAtoZ(az, name);
  expect(ids(za)).toEqual(ids(az).reverse());
  expect(new Set(ids(newest)).size).toBe(newest.length);
  const dates = newest.map(date);
  expect(dates).toEqual([...dates].sort().reverse());
  expect(ids(oldest)).toEqual(ids(newest).reverse());
  expect(new Set(ids(newest))).toEqual(new Set(ids(az)));
  // With no sort the list is newest first, as before.
  expect(ids((await everyPage(url, '')).rows)).toEqual(ids(newest));
}

async function expectBadQueries(stackCall: Stack['call'], url: string) {
  const badSort = await stackCall('GET', `${url}&sort=name`);
  expect(badSort).toMatchObject({ status: 400, body: { ack: 0, msg: listQueryMessages.badSort } });
  const longSearch = await stackCall('GET', `${url}&q=${'a'.repeat(101)}`);
  expect(longSearch).toMatchObject({ status: 400, body: { ack: 0, msg: listQueryMessages.longSearch } });
}

describe('enquiry lists (listLeads)', () => {
  const url: ListUrl = (page, query) => `${apiPath(routes.listLeads, { kind: 'contact' })}?page=${page}&${query}`;
  beforeAll(async () => {
    // Two enquiries a minute apart share each arrival time in pairs: their order is the id's.
    for (const [i, name] of names.entries())
      await storeContact(Math.floor(i / 2), { name, emailAddress: `person${i}@example.org`, message: `Enquiry number ${i}` });
  });

  it('sorts the whole list by name and by arrival before paging, each row once', async () => {
    await expectWholeListSorts(
      url,
      (row) => String(row.name),
      (row) => String(row.added_date),
    );
  });

  it('sorts a search and a status filter over the whole list too', async () => {
    const rows = (await everyPage(url, 'q=SAME%20NAME&sort=za')).rows;
    expect(rows.map((row) => row.name)).toEqual(['same name c', 'same name b', 'same name b', 'same name a', 'same name a']);
    const newRows = (await everyPage(url, 'status=new&sort=az')).rows;
    expect(newRows[0]?.name).toBe('adam a');
  });

  it('refuses a sort it does not know and an overlong search', async () => {
    await expectBadQueries(stack.call, url(1, ''));
  });
});

describe('admin event list (eventList)', () => {
  const url: ListUrl = (page, query) => `${apiPath(routes.eventList, { page })}?${query}`;
  beforeAll(async () => {
    for (const [i, name] of names.entries()) {
      const _id = crypto.randomUUID();
      // Pairs of events share a day: their order is the id's.
      const day = `2027-0${1 + (Math.floor(i / 2) % 9)}-15`;
      const status = i % 5 === 0 ? 'draft' : 'published';
      await repository.putNew(
        'EVENT',
        _id,
        day,
        {
          _id,
          eventName: name,
          eventSlug: `sort-event-${_id}`,
          eventDate: day,
          createdDate: day,
          eventBanner: '',
          eventImages: [],
          status,
        },
        status === 'published',
      );
    }
  });

  it('sorts the whole list, drafts included, by name and by event day before paging, each row once', async () => {
    await expectWholeListSorts(
      url,
      (row) => String(row.eventName),
      (row) => String(row.eventDate),
    );
  });

  it('finds an event by its name wherever it is in the list, and narrows to one publish state', async () => {
    const lastOfAll = (await everyPage(url, 'sort=newest')).rows.at(-1);
    const found = (await everyPage(url, `q=${encodeURIComponent(String(lastOfAll?.eventName).toUpperCase())}`)).rows;
    expect(ids(found)).toContain(lastOfAll?._id);
    expect(found.length).toBeLessThan(names.length);
    const drafts = (await everyPage(url, 'status=draft&sort=az')).rows;
    expect(drafts.length).toBeGreaterThanOrEqual(Math.ceil(names.length / 5));
    expect(drafts.every((row) => row.status === 'draft')).toBe(true);
    expectAtoZ(drafts, (row) => String(row.eventName));
  });

  it('refuses a sort it does not know, an overlong search and an unknown status', async () => {
    await expectBadQueries(stack.call, url(1, ''));
    expect((await stack.call('GET', url(1, 'status=live'))).status).toBe(400);
  });
});

describe('admin subscriber list (subscriberList)', () => {
  const url: ListUrl = (page, query) => `${apiPath(routes.subscriberList, { page })}?${query}`;
  beforeAll(async () => {
    for (const [i, name] of names.entries()) {
      const email = `${name.replace(/\s/g, '.')}.${i}@example.com`.toLowerCase();
      const added = new Date(Date.parse('2026-03-01T00:00:00.000Z') + Math.floor(i / 2) * 60_000).toISOString();
      await repository.putNew('SUBSCRIBER', email, added, { _id: email, email, added_date: added });
    }
    // A pending address is never listed, searched or sorted.
    const pending = 'adam.pending@example.com';
    await repository.putNew('SUBSCRIBER', pending, '2026-03-01T00:00:00.000Z', { _id: pending, email: pending, added_date: '2026-03-01' });
    await repository.updateById('SUBSCRIBER', pending, keys.subscriberListing('2026-03-01', pending, false));
  });

  it('sorts the whole list by e-mail and by subscription before paging, each row once', async () => {
    await expectWholeListSorts(
      url,
      (row) => String(row.email),
      (row) => String(row.added_date),
    );
  });

  it('searches the e-mail address over the whole list, pending addresses left out', async () => {
    const found = (await everyPage(url, 'q=ADAM&sort=oldest')).rows.map((row) => row.email);
    expect(found).toEqual([
      'adam.a.4@example.com',
      'adam.a.13@example.com',
      'adam.b.22@example.com',
      'adam.b.31@example.com',
      'adam.c.40@example.com',
    ]);
  });

  it('refuses a sort it does not know and an overlong search', async () => {
    await expectBadQueries(stack.call, url(1, ''));
  });
});
