import { messages } from '../contract/messages';
import { contactMail } from '../contract/specs/contact-mail';
import { submitContact } from '../core/leads/enquiries';
import { defineHandler } from '../core/http/public';

export const handler = defineHandler(contactMail, async ({ body }) => {
  await submitContact(body);
  return { body: { ack: 1, msg: messages.formSubmitted, message: messages.formSubmitted } };
});
