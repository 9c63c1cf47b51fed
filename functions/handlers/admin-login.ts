import { messages } from '../contract/messages';
import { routes } from '../contract/routes';
import { loginSchema, validate } from '../contract/validation';
import { logIn } from '../core/auth/admins';
import { defineHandler, invalid } from '../core/http/public';

export const handler = defineHandler(routes.adminLogin, async ({ body }) => {
  const input = validate(loginSchema, body);
  if (!input.ok) return invalid(input.errors);
  const token = await logIn(input.value.email, input.value.password);
  return { body: { ack: 1, msg: messages.loginSuccess, token } };
});
