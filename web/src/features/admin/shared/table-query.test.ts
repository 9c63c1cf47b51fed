import { describe, expect, it } from 'vitest';
import { gap, pageButtons } from './paging';
import { statusOf } from './status-badge';
import { defaultQuery, parseQuery, queryParams, refineRows, type RowFields, type TableQuery } from './table-query';

interface Item {
  id: string;
  title: string;
  email?: string;
  added_date: string;
  status?: string;
  publishAt?: string;
}

const items: Item[] = [
  { id: 'a', title: 'Cloud summit recap', added_date: '2025-03-03T10:00:00.000Z' },
  { id: 'b', title: 'Café opening', email: 'press@example.com', added_date: '2025-03-05T10:00:00.000Z', status: 'draft' },
  {
    id: 'c',
    title: 'ai roadmap',
    added_date: '2025-03-04T10:00:00.000Z',
    status: 'scheduled',
    publishAt: '2025-04-01T09:00:00.000Z',
  },
  { id: 'd', title: 'Beta launch', added_date: '2025-03-01T10:00:00.000Z', status: 'published' },
];
const fields: RowFields<Item> = { search: (row) => [row.title, row.email], title: (row) => row.title, date: (row) => row.added_date };
const ids = (query: Partial<TableQuery>) => refineRows(items, { ...defaultQuery, ...query }, fields).map((row) => row.id);

describe('table query in the URL', () => {
  it('reads page, search, sort and status, and writes them back without the defaults', () => {
    const query = parseQuery(new URLSearchParams('page=3&q=cloud+cost&sort=za&status=draft&alt=missing'));
    expect(query).toEqual({ page: 3, q: 'cloud cost', sort: 'za', status: 'draft', alt: 'missing' });
    expect(queryParams(query).toString()).toBe('page=3&q=cloud+cost&sort=za&status=draft&alt=missing');
    expect(queryParams(defaultQuery).toString()).toBe('');
    expect(queryParams({ ...defaultQuery, page: 2 }).toString()).toBe('page=2');
  });

  it('falls back to the defaults on malformed values, never failing', () => {
    for (const search of ['page=0', 'page=-2', 'page=2.5', 'page=abc', 'page=1000000', 'page=']) {
      expect(parseQuery(new URLSearchParams(search)).page, search).toBe(1);
    }
    const odd = parseQuery(new URLSearchParams('sort=random&status=deleted&alt=present'));
    expect(odd.sort).toBe('newest');
    expect(odd.status).toBe('all');
    expect(odd.alt).toBe('all');
    expect(parseQuery(new URLSearchParams(`q=${'x'.repeat(500)}`)).q).toHaveLength(100);
  });
});

describe('refining rows', () => {
  it('Missing alt text keeps the rows with a banner and no alt text (a blank one counts as none)', () => {
    const banners: Record<string, { src?: string; alt?: string }> = {
      a: { src: '/media/a.png', alt: 'Engineers at a whiteboard' },
      b: { src: '/media/b.png' },
      c: { src: '/media/c.png', alt: '   ' },
      d: {},
    };
    const withBanner: RowFields<Item> = { ...fields, banner: (row) => banners[row.id] ?? {} };
    const missing = refineRows(items, { ...defaultQuery, alt: 'missing' }, withBanner).map((row) => row.id);
    expect(missing).toEqual(['b', 'c']);
    expect(refineRows(items, defaultQuery, withBanner)).toHaveLength(4);
    // A table without banners (the enquiries) ignores an alt filter in its URL.
    expect(refineRows(items, { ...defaultQuery, alt: 'missing' }, fields)).toHaveLength(4);
  });

  it('orders newest first by default and oldest first on request', () => {
    expect(ids({})).toEqual(['b', 'c', 'a', 'd']);
    expect(ids({ sort: 'oldest' })).toEqual(['d', 'a', 'c', 'b']);
  });

  it('sorts titles A–Z and Z–A ignoring case and accents', () => {
    expect(ids({ sort: 'az' })).toEqual(['c', 'd', 'b', 'a']);
    expect(ids({ sort: 'za' })).toEqual(['a', 'b', 'd', 'c']);
  });

  it('searches every word in the searched texts, case and accent blind', () => {
    expect(ids({ q: 'CLOUD' })).toEqual(['a']);
    expect(ids({ q: 'cafe' })).toEqual(['b']);
    expect(ids({ q: 'press@example' })).toEqual(['b']);
    expect(ids({ q: '  summit   recap ' })).toEqual(['a']);
    expect(ids({ q: 'summit launch' })).toEqual([]);
  });

  it('filters by status, an item without one counting as published', () => {
    expect(ids({ status: 'draft' })).toEqual(['b']);
    expect(ids({ status: 'scheduled' })).toEqual(['c']);
    expect(ids({ status: 'published' })).toEqual(['a', 'd']);
    expect(ids({ status: 'published', q: 'beta' })).toEqual(['d']);
  });

  it('keeps the given order for equal dates (stable) and leaves the input alone', () => {
    const twins = [
      { ...items[0]!, id: 'x', added_date: '2025-01-01' },
      { ...items[0]!, id: 'y', added_date: '2025-01-01' },
    ];
    expect(refineRows(twins, defaultQuery, fields).map((row) => row.id)).toEqual(['x', 'y']);
    refineRows(items, { ...defaultQuery, sort: 'az' }, fields);
    expect(items.map((row) => row.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('status of a row', () => {
  it('reads a known status, with the time only when scheduled', () => {
    expect(statusOf(items[0])).toEqual({ status: 'published' });
    expect(statusOf(items[1])).toEqual({ status: 'draft' });
    expect(statusOf(items[2])).toEqual({ status: 'scheduled', publishAt: '2025-04-01T09:00:00.000Z' });
    expect(statusOf({ status: 'archived' })).toEqual({ status: 'published' });
    expect(statusOf(null)).toEqual({ status: 'published' });
  });
});

describe('numbered page buttons', () => {
  it('lists every page when there are at most seven', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and the pages around the current one, with gaps, in at most seven entries', () => {
    expect(pageButtons(1, 12)).toEqual([1, 2, 3, 4, 5, gap, 12]);
    expect(pageButtons(6, 12)).toEqual([1, gap, 5, 6, 7, gap, 12]);
    expect(pageButtons(12, 12)).toEqual([1, gap, 8, 9, 10, 11, 12]);
    for (let page = 1; page <= 40; page++) {
      const buttons = pageButtons(page, 40);
      expect(buttons.length).toBeLessThanOrEqual(7);
      expect(buttons).toContain(page);
    }
  });
});
