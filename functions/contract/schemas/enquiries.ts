/** The public enquiry forms of spec §5: contact and the footer's newsletter box (hiring is in ../hiring). */
import * as v from 'valibot';
import { checkbox, form, text } from './fields';
import { simpleEmail } from './patterns';
import type { Input } from './validate';

/* @__NO_SIDE_EFFECTS__ */
const email = (required: string) => text('Email', { required, maxLength: 254, rule: v.regex(simpleEmail, 'Enter a valid email address.') });

export const contactSchema = form({
  name: text('Full name', { required: 'Full name is required.', maxLength: 100 }),
  emailAddress: email('Email is required.'),
  contactNo: text('Contact number', {
    required: 'Contact number is required.',
    rule: v.regex(/^\d{1,20}$/, 'Enter a valid contact number.'),
  }),
  message: text('Message', { required: 'Message is required.', maxLength: 5000 }),
  terms: checkbox('Privacy Policy', { required: 'You must agree to the Privacy Policy.' }),
});

/** Footer newsletter box: one e-mail address. */
export const subscribeSchema = form({ email: email('Email is required.') });

/** What the contact form holds and sends. */
export type ContactInput = Input<typeof contactSchema>;
export type SubscribeInput = Input<typeof subscribeSchema>;
