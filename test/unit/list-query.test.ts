/** The one order of the admin's server-paged lists: name and date sorts, the id tie-break, and the page cut from the sorted whole. */
import { describe, expect, it } from 'vitest';
import { listSorts, matchesSearch, pageOfRows, rowComparer, type RowOrder, searchTerms } from '../../functions/contract/list-query';

interface Row {
  _id: string;
  name: string;
  at: string;
}
const order: RowOrder<Row> = { name: (row) => row.name, date: (row) => row.at, id: (row) => row._id };
const row = (_id: string, name: string, at: string): Row => ({ _id, name, at });
const rows = [
  row('b', 'zoë', '2026-01-02'),
  row('a', 'Émile', '2026-01-01'),
  row('d', 'emile', '2026-01-02'),
  row('c', 'Zack', '2026-01-03'),
  row('e', 'adam', '2026-01-01'),
];
const sortedIds = (sort: (typeof listSorts)[number]) => [...rows].sort(rowComparer(sort, order)).map((r) => r._id);

describe('rowComparer', () => {
  it('sorts names without regard to case or accents, equal names by id', () => {
    // "Émile" and "emile" are equal to the collator: a before d.
    expect(sortedIds('az')).toEqual(['e', 'a', 'd', 'c', 'b']);
  });

  it('sorts Z–A as the exact reverse of A–Z, ties included', () => {
    expect(sortedIds('za')).toEqual([...sortedIds('az')].reverse());
  });

  it('sorts by date, equal dates by id; Newest first is Oldest first reversed', () => {
    expect(sortedIds('oldest')).toEqual(['a', 'e', 'b', 'd', 'c']);
    expect(sortedIds('newest')).toEqual(['c', 'd', 'b', 'e', 'a']);
  });

  it('puts a row without a date among the oldest', () => {
    const undated = { ...row('z', 'x', ''), at: undefined as unknown as string };
    expect([undated, ...rows].sort(rowComparer('oldest', order))[0]).toBe(undated);
  });

  it('is a total order whatever order the rows came in, so pages never repeat or skip a row', () => {
    for (const sort of listSorts) {
      const forward = [...rows].sort(rowComparer(sort, order)).map((r) => r._id);
      const backward = [...rows]
        .reverse()
        .sort(rowComparer(sort, order))
        .map((r) => r._id);
      expect(backward).toEqual(forward);
    }
  });
});

describe('pageOfRows', () => {
  const many = Array.from({ length: 45 }, (_, i) => row(String(i).padStart(2, '0'), i % 2 ? 'Same' : 'same', '2026-01-01'));

  it('cuts the page from the whole sorted list, with the total and the page size', () => {
    const pages = [1, 2, 3].map((page) => pageOfRows(many, page, 'az', order));
    expect(pages.map((page) => page.list.length)).toEqual([20, 20, 5]);
    expect(pages.every((page) => page.count === 45 && page.limit === 20)).toBe(true);
    const seen = pages.flatMap((page) => page.list.map((r) => r._id));
    expect(seen).toEqual(many.map((r) => r._id));
    expect(pageOfRows(many, 4, 'az', order).list).toEqual([]);
  });
});

describe('matchesSearch', () => {
  it('needs every word somewhere in the texts, in any case and without accents', () => {
    expect(matchesSearch(['José Álvarez', 'jose@acme.test'], searchTerms('ALVAREZ acme'))).toBe(true);
    expect(matchesSearch(['José Álvarez', undefined], searchTerms('alvarez react'))).toBe(false);
    expect(matchesSearch(['anything'], searchTerms('  '))).toBe(true);
  });
});
