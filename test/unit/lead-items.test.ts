/** The lead index and token rules: folded tokens, name sort values that order as the in-memory sort, merged partitions, the probe word. */
import { describe, expect, it } from 'vitest';
import { rowComparer } from '../../functions/contract/list-query';
import {
  counted,
  leadIndexAttributes,
  leadTokens,
  maxTokens,
  moved,
  nameSortValue,
  tokenItems,
} from '../../functions/core/leads/lead-items';
import { merged, searchWords } from '../../functions/core/leads/lead-pages';

const lead = (name: string, id = 'id-1') => ({ _id: id, added_date: '2026-01-01T00:00:00.000Z', name });
type Row = ReturnType<typeof lead>;

describe('lead tokens', () => {
  it('folds name, e-mail parts and message words, once each, name and e-mail first', () => {
    const tokens = leadTokens({ ...lead('José Álvarez'), emailAddress: 'Jose@ACME.test', message: 'Quote, please: José!' });
    expect(tokens).toEqual(['jose', 'alvarez', 'acme', 'test', 'quote', 'please']);
  });

  it('keeps at most the name, e-mail and first words of a long message', () => {
    const message = Array.from({ length: 500 }, (_, i) => `word${i}`).join(' ');
    const tokens = leadTokens({ ...lead('Ann Lee'), emailAddress: 'ann@example.org', message });
    expect(tokens).toHaveLength(maxTokens);
    expect(tokens.slice(0, 4)).toEqual(['ann', 'lee', 'example', 'org']);
  });

  it('keys each token under its first two characters, sorted by token then arrival', () => {
    expect(tokenItems('HIRE', { ...lead('Mei'), fullName: 'Mei Tan' })[0]).toEqual({
      pk: 'HIRE#TOKEN#me',
      sk: 'mei#2026-01-01T00:00:00.000Z#id-1',
      leadId: 'id-1',
    });
  });
});

describe('lead index attributes', () => {
  it('put the lead in its status partition of both lead indexes', () => {
    expect(leadIndexAttributes('CONTACT', lead('Émile  Zola'), 'in-progress')).toEqual({
      gsi2pk: 'CONTACT#STATUS#in-progress',
      gsi2sk: '2026-01-01T00:00:00.000Z#id-1',
      gsi3pk: 'CONTACT#STATUS#in-progress',
      gsi3sk: 'emile zola\tid-1',
    });
  });

  it('sort names in the order the in-memory A–Z sort gives, ties by id', () => {
    const rows = [lead('Ann B', 'a'), lead('ann', 'z'), lead('Ann', 'b'), lead('Émile', 'c'), lead('Bob', 'd'), lead('anna', 'e')];
    const byKey = [...rows].sort((x, y) => (nameSortValue(x) < nameSortValue(y) ? -1 : 1)).map((row) => row._id);
    const order = { name: (row: Row) => row.name, date: () => '', id: (row: Row) => row._id };
    expect(byKey).toEqual([...rows].sort(rowComparer('az', order)).map((row) => row._id));
  });

  it('count a new lead, a move and a removal', () => {
    expect(counted('spam', 1)).toEqual({ total: 1, spam: 1 });
    expect(counted('new', -1)).toEqual({ total: -1, new: -1 });
    expect(moved('new', 'replied')).toEqual({ new: -1, replied: 1 });
  });
});

describe('merging status partitions', () => {
  it('orders the heads of several partitions by their sort values, either way', () => {
    const heads = [[{ k: '5' }, { k: '2' }], [{ k: '4' }, { k: '3' }, { k: '1' }], []];
    expect(merged(heads, 'k', true).map((row) => row.k)).toEqual(['5', '4', '3', '2', '1']);
    expect(merged(heads, 'k', false).map((row) => row.k)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('looks up the words of a search longest first, none of one letter', () => {
    expect(searchWords(['jose@acme.test', 'q3', 'x', 'jose'])).toEqual(['jose', 'acme', 'test', 'q3']);
    expect(searchWords(['a', 'b'])).toEqual([]);
  });
});
