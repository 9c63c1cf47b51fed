import { messages } from '../contract/messages';
import { updateLead } from '../contract/specs/update-lead';
import { defineHandler } from '../core/http/handler';
import { updateLead as changeLead } from '../core/leads/changes';

/** Admin (Owners, Sales): sets an enquiry's status and/or assignee; each change is recorded in the audit log. */
export const handler = defineHandler(updateLead, async ({ params, body, admin }) => {
  const { lead, events } = await changeLead(params.kind, params.id, body, admin);
  return { body: { ack: 1, msg: messages.leadUpdated, data: lead }, audit: events };
});
