import { messages } from '../contract/messages';
import { addLeadNote } from '../contract/specs/add-lead-note';
import { defineHandler } from '../core/http/handler';
import { addLeadNote as appendLeadNote } from '../core/leads/changes';

/** Admin (Owners, Sales): adds an internal note to an enquiry, signed with the admin's e-mail and the time. */
export const handler = defineHandler(addLeadNote, async ({ params, body, admin }) => {
  const { lead, events } = await appendLeadNote(params.kind, params.id, body.text, admin);
  return { status: 201, body: { ack: 1, msg: messages.leadNoteAdded, data: lead }, audit: events };
});
