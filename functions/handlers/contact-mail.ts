import { messages } from '../contract/messages';
import { contactMail } from '../contract/specs/contact-mail';
import { submitContact } from '../core/leads/enquiries';
import { defineHandler } from '../core/http/public';
import { spamReasons, withoutGuard } from '../core/spam/guard';

/** Suspected spam is stored as Spam without a mail; the visitor's answer is the same either way, so it tells a bot nothing. */
export const handler = defineHandler(contactMail, async ({ body, sourceIp }) => {
  const reasons = await spamReasons('contact', body, {
    email: body.emailAddress,
    name: body.name,
    message: body.message,
    client: sourceIp,
  });
  await submitContact(withoutGuard(body), reasons);
  return { body: { ack: 1, msg: messages.formSubmitted, message: messages.formSubmitted } };
});
