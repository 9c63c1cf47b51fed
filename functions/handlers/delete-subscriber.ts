import { maskEmail } from '../contract/audit';
import { newsletterMessages } from '../contract/newsletter-messages';
import { deleteSubscriber } from '../contract/specs/delete-subscriber';
import { HttpError } from '../core/http/errors';
import { defineHandler } from '../core/http/handler';
import { removeSubscriber } from '../core/newsletter/subscribers';

/** The Subscribers screen's Delete (Owners and Sales): one address, confirmed or pending; the audit log keeps it masked. */
export const handler = defineHandler(deleteSubscriber, async ({ params }) => {
  if (!(await removeSubscriber(params.email))) throw new HttpError(404, newsletterMessages.subscriberNotFound);
  return {
    body: { ack: 1, msg: newsletterMessages.subscriberDeleted, message: newsletterMessages.subscriberDeleted },
    audit: { action: 'subscriber-delete', itemType: 'subscriber', itemTitle: maskEmail(params.email) },
  };
});
