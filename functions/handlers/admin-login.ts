import { messages } from '../contract/messages';
import { adminLogin } from '../contract/specs/admin-login';
import { logIn } from '../core/auth/admins';
import { defineHandler } from '../core/http/public';

/** The client is API Gateway's own source IP, never a header the caller could set. */
export const handler = defineHandler(adminLogin, async ({ body, sourceIp }) => {
  const token = await logIn(body.email, body.password, sourceIp ?? 'unknown');
  return { body: { ack: 1, msg: messages.loginSuccess, token } };
});
