/** The admin sign-in form, with the spec's own texts (§5). */
import * as v from 'valibot';
import { form, text } from './fields';
import { simpleEmail } from './patterns';
import type { Input } from './validate';

export const loginSchema = form({
  email: text('Email', { required: 'Enter Email', maxLength: 254, rule: v.regex(simpleEmail, 'Please Enter a Valid Email') }),
  password: text('Password', { required: 'Enter password', maxLength: 200 }),
});

export type LoginInput = Input<typeof loginSchema>;
