/** The CSV rules every export follows (functions/contract/csv.ts); the routes' files are checked byte for byte in test/integration/export.test.ts. */
import { describe, expect, it } from 'vitest';
import { csvField, csvText, subscribersCsv } from '../../functions/contract/csv';

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

  it('writes the subscribers file: a header line, one line per subscriber', () => {
    const csv = subscribersCsv([
      { _id: '1', email: 'one@example.com', added_date: '2025-03-01T10:00:00.000Z' },
      { _id: '2', email: '=cmd@example.com', added_date: '2025-02-01T09:00:00.000Z' },
    ]);
    expect(csv).toBe("email,subscribed_at\r\none@example.com,2025-03-01T10:00:00.000Z\r\n'=cmd@example.com,2025-02-01T09:00:00.000Z\r\n");
    expect(subscribersCsv([])).toBe('email,subscribed_at\r\n');
  });
});
