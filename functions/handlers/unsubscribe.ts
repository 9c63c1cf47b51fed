import { newsletterMessages } from '../contract/newsletter-messages';
import { unsubscribe } from '../contract/specs/unsubscribe';
import { HttpError } from '../core/http/errors';
import { defineHandler } from '../core/http/public';
import { verifyLink } from '../core/newsletter/tokens';
import { removeSubscriber } from '../core/newsletter/subscribers';

/**
 * The unsubscribe page's button (token in the JSON body) and mail clients'
 * one-click unsubscribe (RFC 8058: a form POST of `List-Unsubscribe=One-Click`
 * to the List-Unsubscribe URL, token in its query). Answers alike whether or not the address was still there.
 */
export const handler = defineHandler(unsubscribe, async ({ body, query }) => {
  const email = await verifyLink(body.token ?? query.token ?? '', 'unsubscribe');
  if (!email) throw new HttpError(400, newsletterMessages.newsletterLinkInvalid);
  await removeSubscriber(email);
  return { body: { ack: 1, msg: newsletterMessages.unsubscribed, message: newsletterMessages.unsubscribed } };
});
