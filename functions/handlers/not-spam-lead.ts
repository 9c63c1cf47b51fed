import { messages } from '../contract/messages';
import { notSpamLead } from '../contract/specs/not-spam-lead';
import { defineHandler } from '../core/http/handler';
import { markNotSpam } from '../core/leads/changes';

/** Admin (Owners, Sales): a lead held as Spam goes to New and its mail is sent; recorded in the audit log. */
export const handler = defineHandler(notSpamLead, async ({ params, admin }) => {
  const { lead, events } = await markNotSpam(params.kind, params.id, admin);
  return { body: { ack: 1, msg: messages.leadNotSpam, data: lead }, audit: events };
});
