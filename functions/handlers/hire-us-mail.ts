import { messages } from '../contract/messages';
import { routes } from '../contract/routes';
import { hireSchema } from '../contract/hiring';
import { validate } from '../contract/validation';
import { submitHire } from '../core/enquiries';
import { defineHandler, invalid } from '../core/http/public';

export const handler = defineHandler(routes.hireUsMail, async ({ body }) => {
  const input = validate(hireSchema, body);
  if (!input.ok) return invalid(input.errors);
  await submitHire(input.value);
  return { body: { ack: 1, msg: messages.formSubmitted, message: messages.formSubmitted } };
});
