/**
 * A lead list's query as it lives in the URL (?status=replied&q=acme&sort=oldest&page=2).
 * Status, search and sort go to the server (listLeads), so they cover the
 * whole list; page and sort read like the other admin tables' (../table-query).
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { leadStatuses, type LeadStatus } from '@contract/leads';
import { defaultQuery, parseQuery, queryParams, type TableQuery } from '../shared/table-query';

export type LeadStatusFilter = LeadStatus | 'all';

export interface LeadListQuery extends Omit<TableQuery, 'status' | 'alt'> {
  status: LeadStatusFilter;
}

const isLeadStatus = (value: string | null): value is LeadStatus => (leadStatuses as readonly (string | null)[]).includes(value);

/** Reads the query; anything malformed falls back to the default, never an error. */
export function parseLeadQuery(params: URLSearchParams): LeadListQuery {
  const { page, q, sort } = parseQuery(params);
  const status = params.get('status');
  return { page, q, sort, status: isLeadStatus(status) ? status : 'all' };
}

/** Writes it back, defaults left out. */
export function leadQueryParams(query: LeadListQuery): URLSearchParams {
  const params = queryParams({ ...query, status: 'all', alt: 'all' });
  if (query.status !== 'all') params.set('status', query.status);
  return params;
}

/** What the server filters by; nothing set means the spec's plain list. */
export interface LeadFilter {
  status?: LeadStatus;
  q?: string;
}

export function leadFilterOf(query: Pick<LeadListQuery, 'status' | 'q'>): LeadFilter {
  const q = query.q.trim();
  return { ...(query.status === 'all' ? {} : { status: query.status }), ...(q ? { q } : {}) };
}

/**
 * The query and its update: paging and filtering add a history entry (Back
 * undoes them), typing a search replaces it; a new search, sort or status
 * starts again at page 1.
 */
export function useLeadQuery() {
  const [params, setParams] = useSearchParams();
  const query = parseLeadQuery(params);
  const update = useCallback(
    (change: Partial<LeadListQuery>, how: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const narrowed = 'q' in change || 'sort' in change || 'status' in change;
          return leadQueryParams({ ...defaultQuery, ...parseLeadQuery(current), ...(narrowed ? { page: 1 } : {}), ...change });
        },
        { replace: how.replace ?? false },
      );
    },
    [setParams],
  );
  return { query, update };
}
