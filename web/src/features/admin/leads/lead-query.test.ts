import { describe, expect, it } from 'vitest';
import { leadFilterOf, leadQueryParams, parseLeadQuery } from './lead-query';

const parse = (search: string) => parseLeadQuery(new URLSearchParams(search));

describe('lead list query', () => {
  it('reads status, search, sort and page from the URL and writes them back, defaults left out', () => {
    const query = parse('status=in-progress&q=acme%20cloud&sort=oldest&page=3');
    expect(query).toEqual({ status: 'in-progress', q: 'acme cloud', sort: 'oldest', page: 3 });
    expect(leadQueryParams(query).toString()).toBe('page=3&q=acme+cloud&sort=oldest&status=in-progress');
    expect(leadQueryParams(parse('')).toString()).toBe('');
  });

  it('falls back to the defaults on anything malformed, and cuts search to what the server reads', () => {
    expect(parse('status=draft&page=0&sort=x')).toEqual({ status: 'all', q: '', sort: 'newest', page: 1 });
    expect(parse(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('sends the server only what filters: a status other than All, a search with words in it', () => {
    expect(leadFilterOf({ status: 'all', q: '  ' })).toEqual({});
    expect(leadFilterOf({ status: 'spam', q: ' acme ' })).toEqual({ status: 'spam', q: 'acme' });
  });
});
