/** The public contact form (spec §5). */
import * as v from 'valibot';
import { enquiryEmail } from './enquiries';
import { checkbox, form, text } from './fields';
import type { Input } from './validate';

export const contactSchema = form({
  name: text('Full name', { required: 'Full name is required.', maxLength: 100 }),
  emailAddress: enquiryEmail('Email is required.'),
  contactNo: text('Contact number', {
    required: 'Contact number is required.',
    rule: v.regex(/^\d{1,20}$/, 'Enter a valid contact number.'),
  }),
  message: text('Message', { required: 'Message is required.', maxLength: 5000 }),
  terms: checkbox('Privacy Policy', { required: 'You must agree to the Privacy Policy.' }),
});

/** What the contact form holds and sends. */
export type ContactInput = Input<typeof contactSchema>;
