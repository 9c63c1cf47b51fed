import { messages } from '../contract/messages';
import { newsletterSubscribe } from '../contract/route-schemas';
import { subscribe } from '../core/subscribers';
import { defineHandler } from '../core/http/public';

/**
 * The answer is the same whether or not the address was already subscribed,
 * so it tells nobody who is on the list; a second subscription stores nothing new.
 */
export const handler = defineHandler(newsletterSubscribe, async ({ body }) => {
  await subscribe(body.email);
  return { body: { ack: 1, msg: messages.subscribed, message: messages.subscribed } };
});
