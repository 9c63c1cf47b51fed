/**
 * Reading enquiries as leads: a list's page by status and search,
 * one enquiry, and the New counts of the admin bar.
 *
 * DynamoDB has no full-text search and no offset, so a list reads its
 * whole index partition (one paged Query, never a Scan), keeps the matching
 * rows in memory and sorts them there before cutting the page: one partition read per call, of
 * the list's fields only (./store). That is what the spec's paged list
 * already pays (its Query reads every key of the partition), and stays
 * cheap to a few thousand enquiries per list; beyond that, archived leads
 * would need their own partition.
 */
import type { LeadCounts, LeadKind } from '../../contract/leads';
import type { Page } from '../../contract/entities';
import { type ListSort, pageOf, type RowOrder, sortedRows } from '../../contract/list-query';
import { messages } from '../../contract/messages';
import * as repository from '../db/repository';
import { HttpError } from '../http/errors';
import { countNew, enquirerName, type Lead, type LeadFilter, leadMatcher } from './rules';
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

/** One page of a list, sorted as asked over every matching enquiry, with how many match in all. */
export async function listLeads(kind: LeadKind, filter: LeadFilter, page = 1, sort: ListSort = 'newest'): Promise<Page<Lead>> {
  return pageOf(await matchingLeads(kind, filter, sort), page);
}

/** One enquiry with its notes; 404 when there is none. */
export async function getLead(kind: LeadKind, id: string): Promise<Lead> {
  const lead = await repository.getById<Lead>(enquiryTypeOf(kind), id);
  if (!lead) throw new HttpError(404, messages.leadNotFound);
  return lead;
}

/** How many enquiries are New in each list: each partition read for its status only. */
export async function leadCounts(): Promise<LeadCounts> {
  const [contact, hire] = await Promise.all(
    (['CONTACT', 'HIRE'] as const).map(async (type) => countNew(await readPartition(type, ['_id', 'leadStatus']))),
  );
  return { contact: contact ?? 0, hire: hire ?? 0 };
}
