import { messages } from '../contract/messages';
import { routes } from '../contract/routes';
import { loginSchema, validate } from '../contract/validation';
import { logIn } from '../core/auth/admins';
import { defineHandler, invalid } from '../core/http/public';

/** The client is API Gateway's own source IP, never a header the caller could set. */
export const handler = defineHandler(routes.adminLogin, async ({ body, sourceIp }) => {
  const input = validate(loginSchema, body);
  if (!input.ok) return invalid(input.errors);
  const token = await logIn(input.value.email, input.value.password, sourceIp ?? 'unknown');
  return { body: { ack: 1, msg: messages.loginSuccess, token } };
});
