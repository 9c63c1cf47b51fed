import { messages } from '../contract/messages';
import { hireUsMail } from '../contract/specs/hire-us-mail';
import { submitHire } from '../core/leads/enquiries';
import { defineHandler } from '../core/http/public';

export const handler = defineHandler(hireUsMail, async ({ body }) => {
  await submitHire(body);
  return { body: { ack: 1, msg: messages.formSubmitted, message: messages.formSubmitted } };
});
