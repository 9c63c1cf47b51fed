/**
 * HR working an application: its stage, its assignee (an active Owner or
 * Recruiter), notes. The write is conditional on the version read, so two
 * recruiters saving at once never overwrite each other silently: the later
 * one is re-planned on the fresh item. Answers the audit events to record.
 */
import { type Application, applicationStageLabels, type ApplicationStage } from '../../contract/applications';
import type { AuditEvent } from '../../contract/audit';
import { type LeadNote, unassigned } from '../../contract/leads';
import { messages } from '../../contract/messages';
import { recruiters, roleOf } from '../../contract/roles';
import type { AdminClaims } from '../auth/tokens';
import { keys } from '../db/keys';
import * as repository from '../db/repository';
import { HttpError, invalid } from '../http/errors';
import { getApplication } from './applications';

/** Notes one application may hold (an item must stay under DynamoDB's 400 KB). */
export const maxApplicationNotes = 200;
const attempts = 3;

export interface ApplicationChange {
  stage?: ApplicationStage;
  assignee?: string;
  note?: string;
}

export interface ApplicationWrite {
  application: Application;
  events: AuditEvent[];
}

/** The account an application may be assigned to: an active Owner or Recruiter. */
async function recruiter(email: string): Promise<string> {
  const account = await repository.getRecord(keys.admin(email));
  const role = account ? roleOf(account.role) : null;
  if (!account || account.status === 'invited' || role === null || !recruiters.includes(role)) {
    invalid({ assignee: 'Choose someone who works on applications.' });
  }
  return typeof account.email === 'string' ? account.email : email;
}

export async function updateApplication(
  id: string,
  change: ApplicationChange,
  admin: AdminClaims | null,
  now = new Date(),
): Promise<ApplicationWrite> {
  if (!admin) throw new HttpError(401, messages.unauthorized);
  const wantedAssignee =
    change.assignee === undefined || change.assignee === ''
      ? undefined
      : change.assignee === unassigned
        ? null
        : await recruiter(change.assignee.trim().toLowerCase());
  for (let attempt = 0; attempt < attempts; attempt++) {
    const current = await getApplication(id, now);
    const set: Record<string, unknown> = {};
    const events: AuditEvent[] = [];
    const about = { itemType: 'application', itemId: id, itemTitle: current.careerTitle };
    if (change.stage && change.stage !== current.stage) {
      set.stage = change.stage;
      events.push({
        ...about,
        action: 'application-stage',
        detail: `${applicationStageLabels[current.stage]} → ${applicationStageLabels[change.stage]}`,
      });
    }
    if (wantedAssignee !== undefined && (wantedAssignee ?? undefined) !== current.assignee) {
      set.assignee = wantedAssignee;
      events.push({ ...about, action: 'application-assign', detail: wantedAssignee ?? 'Nobody' });
    }
    if (change.note) {
      const notes = current.notes ?? [];
      if (notes.length >= maxApplicationNotes) invalid({ note: `An application can hold at most ${maxApplicationNotes} notes.` });
      const note: LeadNote = { _id: crypto.randomUUID(), author: admin.email, at: now.toISOString(), text: change.note };
      set.notes = [...notes, note];
      events.push({ ...about, action: 'application-note' });
    }
    if (events.length === 0) return { application: current, events };
    set.updatedAt = now.toISOString();
    set.updatedBy = admin.email;
    const written = await repository.updateByIdIf('APPLICATION', id, set, {
      expression: current.updatedAt ? '#updatedAt = :seen' : 'attribute_not_exists(#updatedAt)',
      names: { '#updatedAt': 'updatedAt' },
      values: current.updatedAt ? { ':seen': current.updatedAt } : undefined,
    });
    if (written) {
      const application = { ...current, ...set } as Application;
      if (!application.assignee) delete application.assignee;
      return { application, events };
    }
  }
  throw new HttpError(409, 'Someone else is changing this application. Reload and try again.');
}
