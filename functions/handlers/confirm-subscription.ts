import { newsletterMessages } from '../contract/newsletter-messages';
import { confirmSubscription } from '../contract/specs/confirm-subscription';
import { HttpError } from '../core/http/errors';
import { defineHandler } from '../core/http/public';
import { verifyLink } from '../core/newsletter/tokens';
import { confirm } from '../core/newsletter/subscribers';

/** The confirmation page's button: a valid confirm token moves its pending address into the list (twice is fine). */
export const handler = defineHandler(confirmSubscription, async ({ body }) => {
  const email = await verifyLink(body.token, 'confirm');
  if (!email) throw new HttpError(400, newsletterMessages.newsletterLinkInvalid);
  const outcome = await confirm(email);
  if (outcome === 'expired') throw new HttpError(400, newsletterMessages.confirmLinkExpired);
  const text = outcome === 'confirmed' ? newsletterMessages.subscriptionConfirmed : newsletterMessages.subscriptionAlreadyConfirmed;
  return { body: { ack: 1, msg: text, message: text } };
});
