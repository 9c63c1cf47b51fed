import { messages } from '../contract/messages';
import { removeAdmin } from '../contract/specs/remove-admin';
import { removeUser } from '../core/auth/accounts';
import { HttpError } from '../core/http/errors';
import { defineHandler } from '../core/http/handler';

/** Owners: removes a user (their sessions end with the account); never oneself, never the last Owner (409). */
export const handler = defineHandler(removeAdmin, async ({ params, admin }) => {
  if (!admin) throw new HttpError(401, messages.unauthorized);
  return { body: { ack: 1, msg: messages.userRemoved }, audit: await removeUser(admin.email, params.email) };
});
