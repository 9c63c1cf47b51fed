import { messages } from '../contract/messages';
import { deleteLead } from '../contract/specs/delete-lead';
import { defineHandler } from '../core/http/handler';
import { deleteSpamLead } from '../core/leads/changes';

/** Admin (Owners, Sales): deletes an enquiry marked Spam (409 for any other status). */
export const handler = defineHandler(deleteLead, async ({ params }) => ({
  body: { ack: 1, msg: messages.leadDeleted },
  audit: await deleteSpamLead(params.kind, params.id),
}));
