import { messages } from '../contract/messages';
import { refreshSession } from '../contract/specs/refresh-session';
import { issueToken } from '../core/auth/tokens';
import { HttpError } from '../core/http/errors';
import { defineHandler } from '../core/http/handler';

/**
 * Admin: a fresh 8-hour token, so a long edit is not cut off. Its claims are
 * the live ones the frame read from the account (the role it has now, the
 * same session generation); an ended session never gets here.
 */
export const handler = defineHandler(refreshSession, async ({ admin }) => {
  if (!admin) throw new HttpError(401, messages.unauthorized);
  return { body: { ack: 1, msg: messages.sessionRefreshed, token: await issueToken(admin) } };
});
