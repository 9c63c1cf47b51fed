/**
 * Reading enquiries as leads: a list's page by status and search,
 * one enquiry, and the New counts of the admin bar.
 *
 * Each costs what its page or its results cost, not what the table holds
 * (./lead-pages): a page without a search merges the heads of the status
 * partitions of a lead index, a search reads the token partition of its
 * longest word and then only the enquiries found, and counts are one read of
 * the counters. Only an export (every matching row) reads a whole partition.
 */
import type { LeadCounts, LeadKind } from '../../contract/leads';
import type { Page } from '../../contract/entities';
import { type LeadStatus, leadStatuses } from '../../contract/leads';
import { pageSize } from '../../contract/entities';
import { type ListSort, pageOf, type RowOrder, searchTerms, sortedRows } from '../../contract/list-query';
import { messages } from '../../contract/messages';
import * as repository from '../db/repository';
import { HttpError } from '../http/errors';
import { readCounters } from './counters';
import { idsForSearch, statusPage } from './lead-pages';
import { enquirerName, type Lead, type LeadFilter, leadMatcher } from './rules';
import { type EnquiryType, readPartition } from './store';

export const enquiryTypeOf = (kind: LeadKind): EnquiryType => (kind === 'contact' ? 'CONTACT' : 'HIRE');

/** The lead fields every row carries, and the mail status the spec's screens show beside their columns. */
const common = [
  '_id',
  'emailAddress',
  'contactNo',
  'added_date',
  'mailStatus',
  'mailAttempts',
  'leadStatus',
  'assignee',
  'leadUpdatedAt',
  'leadUpdatedBy',
  'attribution',
] as const;

/** What a list row carries: every field the screens and the CSV show. Notes are left out; the enquiry's own page has them. */
export const listedFields: Record<LeadKind, readonly string[]> = {
  contact: [...common, 'name', 'message', 'terms'],
  hire: [...common, 'fullName', 'country', 'countryCode', 'note', 'hiringchecked', 'servicechecked'],
};

/** Enquiries by the enquirer's name, their arrival, and their id. */
const leadOrder: RowOrder<Lead> = { name: enquirerName, date: (lead) => lead.added_date, id: (lead) => lead._id };

/** Every enquiry of a list that matches the filter, in the asked order (newest first by default): what a page is cut from and an export writes. */
export async function matchingLeads(kind: LeadKind, filter: LeadFilter, sort: ListSort = 'newest'): Promise<Lead[]> {
  const rows = (await readPartition(enquiryTypeOf(kind), listedFields[kind])) as unknown as Lead[];
  return sortedRows(rows.filter(leadMatcher(filter)), sort, leadOrder);
}

/** The statuses a list without a status filter shows (the screen's "All"): every one but Spam, which shows only when filtered for. The spec's lists show every one. */
export const allStatuses: readonly LeadStatus[] = leadStatuses.filter((status) => status !== 'spam');

/**
 * Every enquiry matching a search: the ones holding a word that starts with
 * the search's rarest word (its token range), then kept only if the whole
 * filter matches. A search of one-letter words only has no token to read and
 * falls back to the whole list.
 */
async function searchedLeads(kind: LeadKind, filter: LeadFilter, sort: ListSort): Promise<Lead[]> {
  const type = enquiryTypeOf(kind);
  const ids = await idsForSearch(type, searchTerms(filter.q));
  if (ids === null) return matchingLeads(kind, filter, sort);
  const found = await repository.getManyFields<Lead>(type, ids, listedFields[kind]);
  return sortedRows(found.filter(leadMatcher(filter)), sort, leadOrder);
}

/** One page of a list, sorted as asked, with how many match in all. */
export async function listLeads(kind: LeadKind, filter: LeadFilter, page = 1, sort: ListSort = 'newest'): Promise<Page<Lead>> {
  if (searchTerms(filter.q).length > 0) return pageOf(await searchedLeads(kind, filter, sort), page);
  const type = enquiryTypeOf(kind);
  const statuses = filter.status ? [filter.status] : allStatuses;
  const [list, tally] = await Promise.all([statusPage<Lead>(type, statuses, sort, page, pageSize, listedFields[kind]), readCounters(type)]);
  return { list, count: filter.status ? tally[filter.status] : tally.total - tally.spam, limit: pageSize };
}

/** One enquiry with its notes; 404 when there is none. */
export async function getLead(kind: LeadKind, id: string): Promise<Lead> {
  const lead = await repository.getById<Lead>(enquiryTypeOf(kind), id);
  if (!lead) throw new HttpError(404, messages.leadNotFound);
  return lead;
}

/** How many enquiries are New in each list: one read of each kind's counters. */
export async function leadCounts(): Promise<LeadCounts> {
  const [contact, hire] = await Promise.all((['CONTACT', 'HIRE'] as const).map(async (type) => (await readCounters(type)).new));
  return { contact: contact ?? 0, hire: hire ?? 0 };
}
