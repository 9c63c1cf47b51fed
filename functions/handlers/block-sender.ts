import { maskEmail } from '../contract/audit';
import { messages } from '../contract/messages';
import { blockSender } from '../contract/specs/block-sender';
import { defineHandler } from '../core/http/handler';
import { blockSender as block } from '../core/spam/blocked';

/** Admin (Owners, Sales): later messages from this address land in Spam; the log names it masked. */
export const handler = defineHandler(blockSender, async ({ params, admin }) => ({
  body: { ack: 1, msg: messages.senderBlocked, data: await block(params.email, admin?.email ?? '') },
  audit: [{ action: 'sender-block', itemType: 'sender', itemId: maskEmail(params.email), itemTitle: maskEmail(params.email) }],
}));
