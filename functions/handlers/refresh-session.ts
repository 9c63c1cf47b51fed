import { messages } from '../contract/messages';
import { refreshSession } from '../contract/route-schemas';
import { refreshSession as refresh } from '../core/auth/admins';
import { HttpError } from '../core/http/errors';
import { defineHandler } from '../core/http/handler';

/** Admin: a fresh 8-hour token with the live claims the frame read (the role the account has now), so a long edit is not cut off. */
export const handler = defineHandler(refreshSession, async ({ admin }) => {
  if (!admin) throw new HttpError(401, messages.unauthorized);
  return { body: { ack: 1, msg: messages.sessionRefreshed, token: await refresh(admin) } };
});
