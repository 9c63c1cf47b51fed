/**
 * A local audit log that reads like three weeks of use: the seeded
 * content's creation by the Owner at the time each item was dated, the Editor
 * and Sales users' invitations and first sign-ins, daily sign-ins and one
 * failed attempt from an unknown address (masked, as the login records it).
 * Written with recordAudit, so every entry has its keys and year-long TTL.
 */
import { maskEmail } from '../../../functions/contract/audit';
import type { Role } from '../../../functions/contract/roles';
import { recordAudit } from '../../../functions/core/audit/audit';
import { collections, type Item } from '../../../functions/core/content/collections';
import { created } from '../../../functions/core/content/content-audit';
import { keys } from '../../../functions/core/db/keys';
import * as repository from '../../../functions/core/db/repository';
import { localUsers } from './accounts';

const hour = 3_600_000;
const day = 24 * hour;
/** `days` ago at `hours` o'clock UTC, so entries fall in working hours. */
const at = (days: number, hours: number) => {
  const date = new Date(Date.now() - days * day);
  date.setUTCHours(Math.floor(hours), Math.round((hours % 1) * 60), 0, 0);
  return date;
};

export async function seedAuditLog(owner: string): Promise<void> {
  const as = (email: string, role: Role) => ({ email, role });
  const ownerActor = as(owner, 'owner');
  for (const collection of Object.values(collections)) {
    const partitions = [collection.type, keys.unpublished(collection.type)];
    for (const partition of partitions) {
      for (const item of await repository.listAll<Item>(partition)) {
        const when = new Date(String(item[collection.createdField]));
        await recordAudit(ownerActor, created(collection, item), Number.isNaN(when.getTime()) ? new Date() : when);
      }
    }
  }
  const team = [
    { email: localUsers.editor, role: 'editor', label: 'Editor' },
    { email: localUsers.sales, role: 'sales', label: 'Sales' },
  ] as const;
  for (const { email, role, label } of team) {
    const user = { itemType: 'user', itemTitle: email, detail: label };
    await recordAudit(ownerActor, { action: 'user-invite', ...user }, at(21, 9.5));
    await recordAudit(as(email, role), { action: 'user-join', ...user }, at(20, 10));
  }
  await recordAudit(
    ownerActor,
    { action: 'user-invite', itemType: 'user', itemTitle: localUsers.invited, detail: 'Sales' },
    new Date(Date.now() - hour),
  );
  for (let days = 14; days >= 1; days--) {
    await recordAudit(as(owner, 'owner'), { action: 'sign-in' }, at(days, 8.75));
    if (days % 2 === 0) await recordAudit(as(localUsers.editor, 'editor'), { action: 'sign-in' }, at(days, 9.25));
    if (days % 7 < 5) await recordAudit(as(localUsers.sales, 'sales'), { action: 'sign-in' }, at(days, 8.5));
  }
  await recordAudit({ email: maskEmail('alex.morgan@example.net') }, { action: 'sign-in-failed' }, at(3, 22.3));
}
