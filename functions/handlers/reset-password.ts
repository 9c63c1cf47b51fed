import { messages } from '../contract/messages';
import { resetPassword } from '../contract/specs/reset-password';
import { resetPassword as reset } from '../core/auth/passwords';
import { defineHandler } from '../core/http/public';

/** Public: a new password from a reset link (once, within 15 minutes); every session of the user ends. */
export const handler = defineHandler(resetPassword, async ({ body }) => {
  await reset(body.token, body.password);
  return { body: { ack: 1, msg: messages.passwordReset } };
});
