import type { SpamSignal } from './spam';

/** Contact messages and hiring enquiries worked as sales leads: status, assignee, internal notes. */
export const leadStatuses = ['new', 'in-progress', 'replied', 'closed', 'spam'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'New',
  'in-progress': 'In progress',
  replied: 'Replied',
  closed: 'Closed',
  spam: 'Spam',
};

/** The two enquiry lists, as the lead routes name them in their URLs. */
export const leadKinds = ['contact', 'hire'] as const;
export type LeadKind = (typeof leadKinds)[number];

/** `assignee` value that clears the assignment. */
export const unassigned = 'none';

export interface LeadNote {
  _id: string;
  /** The admin's e-mail. */
  author: string;
  at: string;
  text: string;
}

/** What a lead adds to the spec's enquiry fields; an enquiry stored before has none and is New. */
export interface LeadFields {
  leadStatus?: LeadStatus;
  /** An admin's e-mail. */
  assignee?: string;
  /** Oldest first. */
  notes?: LeadNote[];
  leadUpdatedAt?: string;
  leadUpdatedBy?: string;
  /** Why the spam screen held it back (functions/contract/spam.ts); kept after "Not spam" as a record. */
  spamReasons?: SpamSignal[];
}

/** How many enquiries are New, per list (the admin bar's badge). */
export interface LeadCounts {
  contact: number;
  hire: number;
}

/** What an erasure removed for one address. */
export interface ErasureReport {
  contact: number;
  hire: number;
  subscriber: number;
  /** Career applications, each with its CV. */
  application: number;
}

export const leadStatusOf = (fields: LeadFields): LeadStatus => fields.leadStatus ?? 'new';
