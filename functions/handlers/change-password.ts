import { messages } from '../contract/messages';
import { changePassword } from '../contract/specs/change-password';
import { changePassword as change } from '../core/auth/passwords';
import { HttpError } from '../core/http/errors';
import { defineHandler } from '../core/http/handler';

/** Any role: a new password with the current one; the answer's token keeps this tab signed in, every other session ends. */
export const handler = defineHandler(changePassword, async ({ body, admin, sourceIp }) => {
  if (!admin) throw new HttpError(401, messages.unauthorized);
  const { token, audit } = await change(admin, { current: body.currentPassword, next: body.newPassword }, sourceIp ?? 'unknown');
  return { body: { ack: 1, msg: messages.passwordChanged, token }, audit };
});
