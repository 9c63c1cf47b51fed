import { describe, expect, it, vi } from 'vitest';
import { csvField, csvText, datedFileName, loadAllPages } from './csv';

interface Row {
  _id: string;
}
const row = (n: number): Row => ({ _id: `r${n}` });

describe('CSV builder', () => {
  it('leaves plain values alone and quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvField('reader@example.com')).toBe('reader@example.com');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line\none')).toBe('"line\none"');
    expect(csvField('line\r\none')).toBe('"line\r\none"');
    expect(csvField('')).toBe('');
  });

  it('defuses values a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvField('+1@example.com')).toBe("'+1@example.com");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=1')).toBe("'\t=1");
    expect(csvField('a=b@example.com')).toBe('a=b@example.com');
  });

  it('writes the header and one CRLF line per row', () => {
    expect(
      csvText(
        ['name', 'note'],
        [
          ['Ann', 'a, b'],
          ['=Bob', ''],
        ],
      ),
    ).toBe('name,note\r\nAnn,"a, b"\r\n\'=Bob,\r\n');
    expect(csvText(['name'], [])).toBe('name\r\n');
  });

  it('names the file by the local day', () => {
    expect(datedFileName('contact-enquiries', new Date(2025, 0, 7, 23, 59))).toBe('contact-enquiries-2025-01-07.csv');
    expect(datedFileName('hiring-enquiries', new Date(2024, 11, 31))).toBe('hiring-enquiries-2024-12-31.csv');
  });

  it('loads every page that count / limit announces, once per row', async () => {
    const all = Array.from({ length: 45 }, (_, i) => row(i));
    const load = vi.fn(async (page: number) => ({ list: all.slice((page - 1) * 20, page * 20), count: all.length, limit: 20 }));
    expect(await loadAllPages(load, (r) => r._id)).toEqual(all);
    expect(load.mock.calls.map(([page]) => page)).toEqual([1, 2, 3]);

    // A row pushed onto the next page by a new arrival is kept once.
    const shifted = vi.fn(async (page: number) =>
      page === 1 ? { list: all.slice(0, 20), count: 21, limit: 20 } : { list: [all[19]!, all[20]!], count: 22, limit: 20 },
    );
    expect(await loadAllPages(shifted, (r) => r._id)).toEqual(all.slice(0, 21));
    expect(
      await loadAllPages(
        async (page) => (page === 1 ? { list: all.slice(0, 20), count: 45, limit: 20 } : null),
        (r: Row) => r._id,
      ),
    ).toBeNull();
  });
});
