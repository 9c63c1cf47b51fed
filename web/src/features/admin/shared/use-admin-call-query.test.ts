import { describe, expect, it } from 'vitest';
import { apiPath, routes } from '@contract/routes';
import { queryString } from './use-admin-call';

describe('admin call query string', () => {
  it('encodes every value and leaves out empty and undefined ones', () => {
    expect(queryString({ status: 'replied', q: 'a&b {kind}', page: 2 })).toBe('?status=replied&q=a%26b+%7Bkind%7D&page=2');
    expect(queryString({ q: '', status: undefined })).toBe('');
    expect(queryString()).toBe('');
  });

  it('puts the query after the path without a value ever filling a path parameter', () => {
    const path = routes.listLeads.path + queryString({ q: '{kind}' });
    expect(apiPath({ ...routes.listLeads, path }, { kind: 'hire' })).toBe('/api/admin/leads/hire?q=%7Bkind%7D');
  });
});
