/**
 * Local users beside the Owner: an Editor and a Sales user with
 * the local password, and one invitation still pending, so the Users screen
 * and the role-limited admin look as they will in use. The invitation's link
 * is not mailed (nobody would read it); an Owner can renew it from the screen.
 */
import { inviteLifetimeHours } from '../../../functions/contract/accounts';
import { saveAdmin } from '../../../functions/core/auth/admins';
import { createLink } from '../../../functions/core/auth/one-time-links';
import { keys } from '../../../functions/core/db/keys';
import * as repository from '../../../functions/core/db/repository';

export const localUsers = {
  editor: 'editor@example.com',
  sales: 'sales@example.com',
  invited: 'new.colleague@example.com',
} as const;

export async function seedAccounts(ownerEmail: string, password: string): Promise<void> {
  await saveAdmin(localUsers.editor, password, 'editor');
  await saveAdmin(localUsers.sales, password, 'sales');
  const _id = crypto.randomUUID();
  const now = new Date();
  const link = await createLink('invite', { _id, email: localUsers.invited }, inviteLifetimeHours * 3_600_000, now);
  await repository.putRecord(keys.admin(localUsers.invited), {
    _id,
    email: localUsers.invited,
    role: 'sales',
    status: 'invited',
    sessionVersion: 0,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    invitedBy: ownerEmail,
    inviteExpiresAt: link.expiresAt.toISOString(),
    linkHash: link.hash,
    ...keys.adminListing(localUsers.invited),
  });
}
