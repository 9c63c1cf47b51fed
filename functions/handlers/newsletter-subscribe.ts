import { messages } from '../contract/messages';
import { newsletterMessages } from '../contract/newsletter-messages';
import { newsletterSubscribe } from '../contract/specs/newsletter-subscribe';
import { HttpError } from '../core/http/errors';
import { subscribe } from '../core/newsletter/subscribers';
import { defineHandler } from '../core/http/public';

/**
 * Double opt-in: a new address gets a confirmation mail. The answer
 * is the same whether the address is new, pending or confirmed, so it tells
 * nobody who is on the list; `detail` asks the reader to confirm.
 */
export const handler = defineHandler(newsletterSubscribe, async ({ body }) => {
  if ((await subscribe(body.email)) === 'mail-failed') throw new HttpError(503, messages.subscribeFailed);
  return { body: { ack: 1, msg: messages.subscribed, message: messages.subscribed, detail: newsletterMessages.subscribeConfirmPrompt } };
});
