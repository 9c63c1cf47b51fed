/**
 * Writes the audit log: one item per admin write, user change and
 * sign-in, kept for a year by the table's TTL. Reading it is
 * ./log's job; the handler frame calls recordAudit after a write
 * succeeds, with what the handler reported.
 */
import { type AuditEntry, type AuditEvent, auditRetentionDays } from '../../contract/audit';
import type { Role } from '../../contract/roles';
import { keys, table } from '../db/keys';
import * as repository from '../db/repository';
import { logger } from '../logger';

/** Who did it: the admin of the session, or the address a sign-in named. */
export interface AuditActor {
  email: string;
  role?: Role;
}

const clip = (text: string | undefined, max: number) => (text === undefined ? undefined : text.slice(0, max));

/**
 * Records one entry. It never fails the request it describes: the write has
 * already happened, so a failure here is logged (audit-not-recorded) for the
 * operator rather than reported to the admin as a failed save.
 */
export async function recordAudit(actor: AuditActor, event: AuditEvent, now = new Date()): Promise<void> {
  const id = crypto.randomUUID();
  const at = now.toISOString();
  const entry: AuditEntry = {
    _id: id,
    at,
    // Lower case, so the log's User filter finds an address however it was typed.
    actor: actor.email.slice(0, 254).toLowerCase(),
    ...(actor.role ? { actorRole: actor.role } : {}),
    action: event.action,
    ...(event.itemType ? { itemType: clip(event.itemType, 40) } : {}),
    ...(event.itemId ? { itemId: clip(event.itemId, 100) } : {}),
    ...(event.itemTitle ? { itemTitle: clip(event.itemTitle, 200) } : {}),
    ...(event.detail ? { detail: clip(event.detail, 200) } : {}),
  };
  try {
    await repository.putRecord(keys.audit(id), {
      ...entry,
      ...keys.auditListing(at, id),
      [table.ttlAttribute]: Math.floor(now.getTime() / 1000) + auditRetentionDays * 86_400,
    });
  } catch (error) {
    logger.error('audit-not-recorded', { action: event.action, actor: entry.actor, itemId: entry.itemId, error });
  }
}
