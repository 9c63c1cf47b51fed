/** The two enquiry lists worked as leads: where each lives in the admin, what it calls, how a row is named. */
import type { ContactEnquiry, HireEnquiry } from '@contract/entities';
import type { LeadKind } from '@contract/leads';

export type Lead = ContactEnquiry | HireEnquiry;
export type LeadOf<K extends LeadKind> = K extends 'contact' ? ContactEnquiry : HireEnquiry;

export interface LeadKindInfo {
  /** The spec's list screen; a lead's detail is `${listPath}/${id}`. */
  listPath: string;
  /** The list screen's heading, for the way back. */
  listTitle: string;
  /** The spec's own list route, which the unfiltered list keeps calling. */
  specList: 'contactList' | 'hiredList';
  /** The export's file name: <prefix>-YYYY-MM-DD.csv. */
  csvPrefix: string;
}

export const leadKindInfo: Record<LeadKind, LeadKindInfo> = {
  contact: { listPath: '/admin/contact-us', listTitle: 'Contact Us Database', specList: 'contactList', csvPrefix: 'contact-enquiries' },
  hire: { listPath: '/admin/hire-us', listTitle: 'Hire Us Database', specList: 'hiredList', csvPrefix: 'hiring-enquiries' },
};

/** The enquirer's name: a contact message's name, a hiring enquiry's full name. */
export const leadName = (lead: Lead): string => ('fullName' in lead ? lead.fullName : lead.name);

export const leadPath = (kind: LeadKind, id: string) => `${leadKindInfo[kind].listPath}/${encodeURIComponent(id)}`;
