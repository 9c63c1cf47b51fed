import { maskEmail } from '../contract/audit';
import { messages } from '../contract/messages';
import { unblockSender } from '../contract/specs/unblock-sender';
import { defineHandler } from '../core/http/handler';
import { HttpError } from '../core/http/errors';
import { unblockSender as unblock } from '../core/spam/blocked';

/** Admin (Owners, Sales): messages from this address are screened like anyone's again; 404 when it was not blocked. */
export const handler = defineHandler(unblockSender, async ({ params }) => {
  if (!(await unblock(params.email))) throw new HttpError(404, messages.senderNotBlocked);
  return {
    body: { ack: 1, msg: messages.senderUnblocked },
    audit: [{ action: 'sender-unblock', itemType: 'sender', itemId: maskEmail(params.email), itemTitle: maskEmail(params.email) }],
  };
});
