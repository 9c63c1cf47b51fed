import { messages } from '../contract/messages';
import { updateAdminRole } from '../contract/specs/update-admin-role';
import { changeRole } from '../core/auth/accounts';
import { defineHandler } from '../core/http/handler';

/** Owners: changes a user's role, from their next call on; the last active Owner keeps theirs (409). */
export const handler = defineHandler(updateAdminRole, async ({ params, body }) => {
  const { user, audit } = await changeRole(params.email, body.role);
  return { body: { ack: 1, msg: messages.roleChanged, data: user }, audit };
});
