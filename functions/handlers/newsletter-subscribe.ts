import { messages } from '../contract/messages';
import { routes } from '../contract/routes';
import { subscribeSchema, validate } from '../contract/validation';
import { subscribe } from '../core/subscribers';
import { defineHandler, invalid } from '../core/http/public';

/** Subscribing twice is not an error: the second answer says so and stores nothing new. */
export const handler = defineHandler(routes.newsletterSubscribe, async ({ body }) => {
  const input = validate(subscribeSchema, body);
  if (!input.ok) return invalid(input.errors);
  const outcome = await subscribe(input.value.email);
  const msg = outcome === 'subscribed' ? messages.subscribed : messages.alreadySubscribed;
  return { body: { ack: 1, msg, message: msg, alreadySubscribed: outcome === 'already-subscribed' } };
});
