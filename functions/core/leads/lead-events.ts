/**
 * What the outside world is told about a lead: the webhook events
 * (lead.created, lead.status) and the assignee's mail. Both go through queues,
 * so a lead is stored and answered whatever a receiver or the mail service does.
 */
import { type LeadKind, type LeadStatus, leadStatusLabels } from '../../contract/leads';
import { logger } from '../logger';
import { enqueueMail } from '../mail/jobs';
import { announce, type WebhookEventData } from '../webhooks/announce';
import { enquiryTypeOf } from './leads';
import { enquirerName, type Lead } from './rules';
import type { EnquiryType } from './store';

export const kindOf = (type: EnquiryType): LeadKind => (type === 'CONTACT' ? 'contact' : 'hire');

/** The admin's screens for each list (web/src/features/admin/leads/lead-kinds.ts): a lead's detail is <list>/<id>. */
const listPaths: Record<LeadKind, { path: string; title: string }> = {
  contact: { path: '/admin/contact-us', title: 'Contact Us' },
  hire: { path: '/admin/hire-us', title: 'Hire Us' },
};

export const leadAdminPath = (kind: LeadKind, id: string) => `${listPaths[kind].path}/${encodeURIComponent(id)}`;

const text = (lead: Record<string, unknown>, name: string) => (typeof lead[name] === 'string' ? (lead[name] as string) : undefined);

/** A lead as events carry it: who, how to reach them, what they asked, where it stands. */
export function leadSummary(kind: LeadKind, lead: Lead): Record<string, unknown> {
  const record = lead as unknown as Record<string, unknown>;
  return {
    kind,
    id: lead._id,
    name: enquirerName(lead),
    email: text(record, 'emailAddress'),
    phone: text(record, 'contactNo'),
    message: text(record, 'message'),
    country: text(record, 'country'),
    services: Array.isArray(record.servicechecked) ? record.servicechecked : undefined,
    status: lead.leadStatus ?? 'new',
    assignee: lead.assignee,
    receivedAt: lead.added_date,
  };
}

function eventData(kind: LeadKind, lead: Lead, summary: string, extra: Record<string, unknown> = {}): WebhookEventData {
  return { summary, adminPath: leadAdminPath(kind, lead._id), data: { lead: { ...leadSummary(kind, lead), ...extra } } };
}

/** After a visitor's enquiry is stored. */
export function announceNewLead(type: EnquiryType, lead: Lead): Promise<void> {
  const kind = kindOf(type);
  return announce('lead.created', eventData(kind, lead, `New lead from ${enquirerName(lead)} (${listPaths[kind].title})`));
}

/**
 * After a lead's update is stored: a status change is announced, and a new
 * assignee other than the one assigning is mailed. Neither fails the update.
 */
export async function afterLeadChange(kind: LeadKind, before: Lead, after: Lead, by: string): Promise<void> {
  const from: LeadStatus = before.leadStatus ?? 'new';
  const to: LeadStatus = after.leadStatus ?? 'new';
  if (from !== to) {
    const summary = `${enquirerName(after)} (${listPaths[kind].title}): ${leadStatusLabels[from]} → ${leadStatusLabels[to]}`;
    await announce('lead.status', eventData(kind, after, summary, { previousStatus: from }));
  }
  const assignee = after.assignee;
  if (assignee && assignee !== before.assignee && assignee !== by.toLowerCase()) {
    try {
      await enqueueMail({ type: 'ASSIGNED', enquiryType: enquiryTypeOf(kind), id: after._id, assignee });
    } catch (error) {
      logger.error('assignee-mail-not-queued', { kind, id: after._id, error });
    }
  }
}
