/**
 * Working a lead: its status and assignee, internal notes, and
 * deleting spam. Each write is conditional (./store) and answers the
 * audit events the handler frame records with the admin as actor.
 */
import type { AuditEvent } from '../../contract/audit';
import { type LeadKind, type LeadNote, type LeadStatus, leadStatusOf, unassigned } from '../../contract/leads';
import { messages } from '../../contract/messages';
import { roleOf, salesTeam } from '../../contract/roles';
import type { AdminClaims } from '../auth/tokens';
import { assertStorable } from '../db/item-size';
import { keys } from '../db/keys';
import * as repository from '../db/repository';
import { HttpError, invalid } from '../http/errors';
import { countLeadSource } from '../attribution/count';
import { afterLeadChange, announceNewLead } from './lead-events';
import { queueEnquiryMail } from './enquiries';
import { enquiryTypeOf, getLead } from './leads';
import { enquirerName, type Lead, type LeadChangeRequest, leadItemType, planLeadChange } from './rules';
import { leadIndexAttributes } from './lead-items';
import { countMove, forgetLead } from './lead-writes';
import { appendNote, deleteIfStatus, updateIf } from './store';

/** Notes one lead may hold; the 201st is refused (an item must also stay under DynamoDB's 400 KB). */
export const maxLeadNotes = 200;
/** Re-plans a change this often when someone else changed the lead between its read and its write. */
const attempts = 3;

/** The signed-in admin's e-mail (the frame always gives admin routes their admin; without one the call is not signed in). */
function emailOf(admin: AdminClaims | null): string {
  if (!admin) throw new HttpError(401, messages.unauthorized);
  return admin.email;
}

export interface LeadWrite {
  lead: Lead;
  events: AuditEvent[];
}

/**
 * The account an enquiry may be assigned to: an active Owner or Sales user,
 * by e-mail. Anyone else (unknown, invited, an Editor) is a 400 on the field.
 */
export async function teamMember(email: string): Promise<string> {
  const account = await repository.getRecord(keys.admin(email));
  const role = account ? roleOf(account.role) : null;
  if (!account || account.status === 'invited' || role === null || !salesTeam.includes(role)) {
    invalid({ assignee: messages.leadAssigneeInvalid });
  }
  return typeof account.email === 'string' ? account.email : email;
}

/**
 * The assignee an update names: null for 'none', the one already assigned
 * as is (the form sends it back with every status change, even once that
 * person has left the team), anyone else only if they are on the team.
 */
async function assigneeFor(requested: string, current: Lead): Promise<string | null> {
  if (requested === unassigned) return null;
  const email = requested.trim().toLowerCase();
  return email === current.assignee ? email : teamMember(email);
}

/**
 * Sets the status and/or assignee ('none' clears it). The write expects the
 * values it was planned from; if another admin changed them in between, the
 * change is planned again from what is stored now, so the audit log's
 * "In progress → Replied" is always what really happened.
 */
export async function updateLead(
  kind: LeadKind,
  id: string,
  body: { leadStatus?: LeadStatus; assignee?: string },
  admin: AdminClaims | null,
): Promise<LeadWrite> {
  const by = emailOf(admin);
  let current = await getLead(kind, id);
  const wanted: LeadChangeRequest = { leadStatus: body.leadStatus };
  if (body.assignee !== undefined) wanted.assignee = await assigneeFor(body.assignee, current);
  if (wanted.leadStatus === undefined && wanted.assignee === undefined) throw new HttpError(400, messages.leadNothingToChange);
  for (let attempt = 1; ; attempt++) {
    const plan = planLeadChange(current, kind, wanted, by, new Date());
    if (!plan) return { lead: current, events: [] };
    const type = enquiryTypeOf(kind);
    const to = plan.set.leadStatus as LeadStatus | undefined;
    // A status change moves the lead between the status partitions of the lead indexes in the same write.
    const set = to ? { ...plan.set, ...leadIndexAttributes(type, current, to) } : plan.set;
    const updated = await updateIf<Lead>(type, id, set, plan.remove, plan.expected);
    if (updated) {
      if (to) await countMove(type, id, leadStatusOf(current), to);
      await afterLeadChange(kind, current, updated, by);
      return { lead: updated, events: plan.events };
    }
    if (attempt === attempts) break;
    current = await getLead(kind, id);
  }
  throw new HttpError(409, messages.leadConflict);
}

/** Appends a note by this admin, now; notes written at the same moment by two people are both kept. */
export async function addLeadNote(kind: LeadKind, id: string, text: string, admin: AdminClaims | null): Promise<LeadWrite> {
  const author = emailOf(admin);
  const type = enquiryTypeOf(kind);
  const current = await getLead(kind, id);
  const notes = current.notes ?? [];
  if (notes.length >= maxLeadNotes) throw new HttpError(400, messages.leadNotesFull);
  const at = new Date().toISOString();
  const note: LeadNote = { _id: crypto.randomUUID(), author, at, text };
  const stamp = { leadUpdatedAt: at, leadUpdatedBy: author };
  assertStorable(repository.entityItem(type, id, current.added_date, { ...current, ...stamp, notes: [...notes, note] }));
  const updated = await appendNote<Lead>(type, id, { ...note }, stamp, maxLeadNotes);
  if (!updated) {
    await getLead(kind, id); // 404 if it was deleted meanwhile; else it filled up meanwhile
    throw new HttpError(400, messages.leadNotesFull);
  }
  return { lead: updated, events: [{ action: 'lead-note', itemType: leadItemType(kind), itemId: id, itemTitle: enquirerName(updated) }] };
}

/** Deletes an enquiry marked Spam, checked in the delete itself: a status changed a moment before keeps it (409). */
export async function deleteSpamLead(kind: LeadKind, id: string): Promise<AuditEvent> {
  const old = await deleteIfStatus<Lead>(enquiryTypeOf(kind), id, 'spam');
  if (!old) {
    await getLead(kind, id); // 404 when there is no such enquiry
    throw new HttpError(409, messages.leadDeleteNotSpam);
  }
  await forgetLead(enquiryTypeOf(kind), old);
  return { action: 'lead-delete', itemType: leadItemType(kind), itemId: id, itemTitle: enquirerName(old) };
}

/**
 * "Not spam": a lead held as Spam goes to New through the same planned,
 * conditional change as any status change (so whatever that path keeps up to
 * date follows), gets the mail it never had, and is recorded in the log.
 */
export async function markNotSpam(kind: LeadKind, id: string, admin: AdminClaims | null): Promise<LeadWrite> {
  const by = emailOf(admin);
  const current = await getLead(kind, id);
  const plan = current.leadStatus === 'spam' ? planLeadChange(current, kind, { leadStatus: 'new' }, by, new Date()) : null;
  if (!plan) throw new HttpError(409, messages.leadNotSpamConflict);
  const type = enquiryTypeOf(kind);
  const set = { ...plan.set, ...leadIndexAttributes(type, current, 'new'), mailStatus: 'queued', mailAttempts: 0 };
  const updated = await updateIf<Lead>(type, id, set, plan.remove, plan.expected);
  if (!updated) throw new HttpError(409, messages.leadNotSpamConflict);
  await countMove(type, id, 'spam', 'new');
  await queueEnquiryMail(type, id);
  // A lead let out of Spam is new to the sales team: told as any new lead is.
  await announceNewLead(type, updated);
  await countLeadSource(type, updated.attribution, new Date(updated.added_date));
  const subject = { itemType: leadItemType(kind), itemId: id, itemTitle: enquirerName(updated) };
  return { lead: updated, events: [...plan.events, { action: 'lead-not-spam', ...subject }] };
}
