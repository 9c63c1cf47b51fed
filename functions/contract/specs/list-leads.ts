import * as v from 'valibot';
import type { LeadStatus } from '../leads';
import { type ListSort, searchParam, sortParam } from '../list-query';
import { messages } from '../messages';
import type { Page } from '../entities';
import { type ParamsSpec, reply, spec } from '../route-spec';
import { leadList, type Lead, statusParam } from './lead-params';

/**
 * `?status=&q=&sort=&page=`: filter by status, search name, e-mail and message
 * (case- and accent-insensitive), sort the whole filtered list, page of 20.
 */
export interface LeadQuery {
  status?: LeadStatus;
  q?: string;
  sort?: ListSort;
  page?: number;
}
const leadQuery = (): ParamsSpec<LeadQuery> => ({
  schema: v.object({
    status: statusParam(),
    q: searchParam(),
    sort: sortParam(),
    page: v.optional(v.pipe(v.string(messages.badPage), v.regex(/^[1-9]\d{0,5}$/, messages.badPage), v.transform(Number))),
  }),
  status: 400,
});

/** Newest first unless `sort` says otherwise (name: a contact's name, a hiring enquiry's full name); `count` is the number matching the filter. */
export const listLeads = spec('listLeads', { params: leadList(), query: leadQuery(), response: reply<Page<Lead>>() });
