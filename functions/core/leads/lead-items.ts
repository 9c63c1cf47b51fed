/**
 * Everything a stored enquiry needs beside its own attributes, built in one
 * place for every writer (the public routes, the seeds, the upkeep): where it
 * sits in the two lead indexes (by status, by arrival and by name), and the
 * search tokens written with it. Pure: ./lead-writes stores what this builds.
 */
import type { LeadStatus } from '../../contract/leads';
import { foldForSearch } from '../../contract/list-query';
import { type EntityType, keys } from '../db/keys';

/** The fields the index entries and tokens are made of (both kinds of enquiry have some of them). */
export interface IndexedLead {
  _id: string;
  added_date: string;
  name?: unknown;
  fullName?: unknown;
  emailAddress?: unknown;
  message?: unknown;
  note?: unknown;
}

/** Tokens one enquiry may have: its name and e-mail always, then the message's first distinct words. */
export const maxTokens = 64;
/** Longer words are cut: a search term longer than this matches on its first characters. */
export const maxTokenLength = 40;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The enquirer's name, folded for sorting: lower case, no accents, single spaces. */
export function foldedName(lead: IndexedLead): string {
  return foldForSearch(text(lead.name) || text(lead.fullName))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The folded words of a text: runs of letters and digits ("wen.li@example.net" → wen, li, example, net). */
export function words(value: string): string[] {
  return foldForSearch(value).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The distinct search tokens of an enquiry: name and e-mail first, then the message (or a hiring note). */
export function leadTokens(lead: IndexedLead): string[] {
  const ordered = [lead.name, lead.fullName, lead.emailAddress, lead.message, lead.note].flatMap((value) => words(text(value)));
  return [...new Set(ordered.map((word) => word.slice(0, maxTokenLength)))].slice(0, maxTokens);
}

/**
 * The name index's sort value: the folded name, then a tab (below every
 * character a folded name keeps) and the id, so "Ann" sorts before "Ann B"
 * and equal names fall back to the id, as the in-memory order does.
 */
export const nameSortValue = (lead: IndexedLead): string => `${foldedName(lead)}\t${lead._id}`;

/** The lead-index attributes of an enquiry with this status (a status change writes them again). */
export function leadIndexAttributes(type: EntityType, lead: IndexedLead, status: LeadStatus): Record<string, string> {
  const partition = keys.leadStatus(type, status);
  return { gsi2pk: partition, gsi2sk: `${lead.added_date}#${lead._id}`, gsi3pk: partition, gsi3sk: nameSortValue(lead) };
}

/** The token items of an enquiry: each names the enquiry it was written for. */
export function tokenItems(type: EntityType, lead: IndexedLead): Array<{ pk: string; sk: string; leadId: string }> {
  return leadTokens(lead).map((token) => ({ ...keys.leadToken(type, token, lead.added_date, lead._id), leadId: lead._id }));
}

/** The change an event makes to a kind's counters: one number per status, and the total. */
export type CounterChange = Partial<Record<LeadStatus | 'total', number>>;

export const counted = (status: LeadStatus, by: 1 | -1): CounterChange => ({ total: by, [status]: by });
export const moved = (from: LeadStatus, to: LeadStatus): CounterChange => ({ [from]: -1, [to]: 1 });
