import { messages } from '../contract/messages';
import { routes } from '../contract/routes';
import { subscribeSchema, validate } from '../contract/validation';
import { subscribe } from '../core/subscribers';
import { defineHandler, invalid } from '../core/http/public';

/**
 * The answer is the same whether or not the address was already subscribed,
 * so it tells nobody who is on the list; a second subscription stores nothing new.
 */
export const handler = defineHandler(routes.newsletterSubscribe, async ({ body }) => {
  const input = validate(subscribeSchema, body);
  if (!input.ok) return invalid(input.errors);
  await subscribe(input.value.email);
  return { body: { ack: 1, msg: messages.subscribed, message: messages.subscribed } };
});
