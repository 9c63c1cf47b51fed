/** The lead, newsletter-link and erasure forms of issue 13. */
import * as v from 'valibot';
import { leadStatuses, type LeadStatus, unassigned } from '../leads';
import { form, text } from './fields';
import { simpleEmail } from './patterns';

/* @__NO_SIDE_EFFECTS__ */
const email = (label: string) =>
  text(label, { required: 'Enter Email', maxLength: 254, rule: v.regex(simpleEmail, 'Please Enter a Valid Email') });

/* @__NO_SIDE_EFFECTS__ */
export const leadStatusField = () =>
  text<LeadStatus>('Status', { rule: v.picklist(leadStatuses, 'Status must be New, In progress, Replied, Closed or Spam.') });

/** An update names the status, the assignee (an admin's e-mail, or "none" to clear it), or both. */
export const leadUpdateSchema = form({
  leadStatus: leadStatusField(),
  assignee: text('Assigned to', {
    maxLength: 254,
    rule: v.check((value: string) => value === unassigned || simpleEmail.test(value), 'Choose someone from the team.'),
  }),
});
export const leadNoteSchema = form({ text: text('Note', { required: 'Write the note first.', maxLength: 2000 }) });

/** A signed newsletter link's token (confirm, unsubscribe): payload and signature, base64url. */
export const newsletterLinkSchema = form({
  token: text('Link', {
    required: 'This link is not valid.',
    maxLength: 600,
    rule: v.regex(/^[A-Za-z0-9_.-]+$/, 'This link is not valid.'),
  }),
});

export const erasureSchema = form({ email: email('Email') });
