/**
 * The pure rules of enquiries worked as leads: which rows a list's
 * filter keeps, how many are New, and what a status or assignee change
 * writes, expects and records in the audit log. No I/O here: ./store
 * reads and writes, ./leads and ./changes put the two together.
 */
import type { AuditEvent } from '../../contract/audit';
import { type LeadFields, type LeadKind, leadStatusLabels, leadStatusOf, type LeadStatus } from '../../contract/leads';
import { matchesSearch, searchTerms } from '../../contract/list-query';
import type { Lead } from '../../contract/route-schemas';

export type { Lead };

export interface LeadFilter {
  status?: LeadStatus;
  /** Words that must all appear in the name, e-mail or message (any case, any accents). */
  q?: string;
}

/** The enquirer's name: a contact message's `name`, a hiring enquiry's `fullName`. */
export function enquirerName(lead: Partial<Lead>): string {
  const name = 'fullName' in lead ? lead.fullName : 'name' in lead ? lead.name : undefined;
  return typeof name === 'string' ? name : '';
}

/** What a search looks in: the name, the e-mail and the message (a hiring enquiry's note). */
function searchable(lead: Partial<Lead>): Array<string | undefined> {
  const message = 'message' in lead ? lead.message : 'note' in lead ? lead.note : undefined;
  return [enquirerName(lead), lead.emailAddress, message];
}

/** A predicate for the rows a filter keeps; a lead without a status is New. */
export function leadMatcher(filter: LeadFilter): (lead: Partial<Lead>) => boolean {
  const terms = searchTerms(filter.q);
  return (lead) => {
    // No status filter is "All", which leaves Spam out: spam shows only when filtered for.
    const status = leadStatusOf(lead);
    if (filter.status ? status !== filter.status : status === 'spam') return false;
    return matchesSearch(searchable(lead), terms);
  };
}

/** How many of these enquiries are New (stored before leads existed counts as New too). */
export function countNew(leads: readonly LeadFields[]): number {
  return leads.filter((lead) => leadStatusOf(lead) === 'new').length;
}

/** The audit log's item type of a list: 'contact' or 'hire', as the route names it. */
export const leadItemType = (kind: LeadKind): string => kind;

/** What an update asks for: a status, an assignee (null clears it), or both. */
export interface LeadChangeRequest {
  leadStatus?: LeadStatus;
  assignee?: string | null;
}

/**
 * One conditional write: the attributes to set and remove, the values the
 * write expects to find (undefined: the attribute must be absent) and the
 * audit events it makes. The expectation covers only the fields it changes,
 * so a status change and an assignment by two people at once both land.
 */
export interface LeadChangePlan {
  set: Record<string, unknown>;
  remove: string[];
  expected: Record<string, string | undefined>;
  events: AuditEvent[];
}

/** The write a change makes to the lead as it is now, or null when it changes nothing. */
export function planLeadChange(current: Lead, kind: LeadKind, wanted: LeadChangeRequest, by: string, now: Date): LeadChangePlan | null {
  const plan: LeadChangePlan = { set: {}, remove: [], expected: {}, events: [] };
  const subject = { itemType: leadItemType(kind), itemId: current._id, itemTitle: enquirerName(current) };
  const from = leadStatusOf(current);
  if (wanted.leadStatus !== undefined && wanted.leadStatus !== from) {
    plan.set.leadStatus = wanted.leadStatus;
    plan.expected.leadStatus = current.leadStatus;
    plan.events.push({
      action: 'lead-status',
      ...subject,
      detail: `${leadStatusLabels[from]} → ${leadStatusLabels[wanted.leadStatus]}`,
    });
  }
  if (wanted.assignee !== undefined && wanted.assignee !== (current.assignee ?? null)) {
    if (wanted.assignee === null) plan.remove.push('assignee');
    else plan.set.assignee = wanted.assignee;
    plan.expected.assignee = current.assignee;
    plan.events.push({ action: 'lead-assign', ...subject, detail: wanted.assignee ?? 'Unassigned' });
  }
  if (plan.events.length === 0) return null;
  plan.set.leadUpdatedAt = now.toISOString();
  plan.set.leadUpdatedBy = by;
  return plan;
}
