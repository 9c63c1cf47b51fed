import { messages } from '../contract/messages';
import { newsletterMessages } from '../contract/newsletter-messages';
import { newsletterSubscribe } from '../contract/specs/newsletter-subscribe';
import { HttpError } from '../core/http/errors';
import { subscribe } from '../core/newsletter/subscribers';
import { defineHandler } from '../core/http/public';
import { spamReasons } from '../core/spam/guard';

const subscribed = {
  ack: 1 as const,
  msg: messages.subscribed,
  message: messages.subscribed,
  detail: newsletterMessages.subscribeConfirmPrompt,
};

/**
 * Double opt-in: a new address gets a confirmation mail. The answer
 * is the same whether the address is new, pending or confirmed, so it tells
 * nobody who is on the list; `detail` asks the reader to confirm. A sign-up
 * the spam screen flags gets the same answer, and nothing is stored or mailed:
 * an unconfirmed address is no lead, and its owner can simply sign up again.
 */
export const handler = defineHandler(newsletterSubscribe, async ({ body, sourceIp }) => {
  const reasons = await spamReasons('newsletter', body, { email: body.email, client: sourceIp });
  if (reasons.length > 0) return { body: subscribed };
  if ((await subscribe(body.email)) === 'mail-failed') throw new HttpError(503, messages.subscribeFailed);
  return { body: subscribed };
});
