import { messages } from '../contract/messages';
import { routes } from '../contract/routes';
import { contactSchema, validate } from '../contract/validation';
import { submitContact } from '../core/enquiries';
import { defineHandler, invalid } from '../core/http/public';

export const handler = defineHandler(routes.contactMail, async ({ body }) => {
  const input = validate(contactSchema, body);
  if (!input.ok) return invalid(input.errors);
  await submitContact(input.value);
  return { body: { ack: 1, msg: messages.formSubmitted, message: messages.formSubmitted } };
});
