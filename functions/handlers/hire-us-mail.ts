import { messages } from '../contract/messages';
import { hireUsMail } from '../contract/specs/hire-us-mail';
import { submitHire } from '../core/leads/enquiries';
import { defineHandler } from '../core/http/public';
import { spamReasons, withoutGuard } from '../core/spam/guard';

/** Suspected spam is stored as Spam without a mail; the visitor's answer is the same either way, so it tells a bot nothing. */
export const handler = defineHandler(hireUsMail, async ({ body, sourceIp }) => {
  const reasons = await spamReasons('hire', body, { email: body.emailAddress, name: body.fullName, message: body.note, client: sourceIp });
  await submitHire(withoutGuard(body), reasons);
  return { body: { ack: 1, msg: messages.formSubmitted, message: messages.formSubmitted } };
});
