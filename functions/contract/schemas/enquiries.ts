/** What the public enquiry forms (./contact, ./subscribe) share: their e-mail field, with the spec's texts (§5). */
import * as v from 'valibot';
import { text } from './fields';
import { simpleEmail } from './patterns';

export const enquiryEmail = (required: string) =>
  text('Email', { required, maxLength: 254, rule: v.regex(simpleEmail, 'Enter a valid email address.') });
