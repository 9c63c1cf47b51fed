/** An enquiry's update: the status, the assignee (an admin's e-mail, or "none" to clear it), or both. */
import * as v from 'valibot';
import { leadStatuses, type LeadStatus, unassigned } from '../leads';
import { form, text } from './fields';
import { simpleEmail } from './patterns';

export const leadUpdateSchema = form({
  leadStatus: text<LeadStatus>('Status', { rule: v.picklist(leadStatuses, 'Status must be New, In progress, Replied, Closed or Spam.') }),
  assignee: text('Assigned to', {
    maxLength: 254,
    rule: v.check((value: string) => value === unassigned || simpleEmail.test(value), 'Choose someone from the team.'),
  }),
});
