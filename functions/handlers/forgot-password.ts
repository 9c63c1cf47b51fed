import { messages } from '../contract/messages';
import { forgotPassword } from '../contract/specs/forgot-password';
import { requestReset } from '../core/auth/passwords';
import { defineHandler } from '../core/http/public';

/** Public: mails a reset link if the address has an account; the answer is the same either way. */
export const handler = defineHandler(forgotPassword, async ({ body }) => {
  await requestReset(body.email);
  return { body: { ack: 1, msg: messages.resetLinkSent } };
});
