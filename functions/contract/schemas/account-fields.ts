/** The fields the account forms share (invite, role change, passwords, one-time links), with their texts. */
import * as v from 'valibot';
import { minPasswordLength } from '../accounts';
import { roles, type Role } from '../roles';
import { type Rule, text } from './fields';
import { simpleEmail } from './patterns';

export const accountEmail = () =>
  text('Email', { required: 'Enter Email', maxLength: 254, rule: v.regex(simpleEmail, 'Please Enter a Valid Email') });

/** Both type arguments given: with the role type alone, the clean value would be typed optional although the field is required. */
export const roleField = () =>
  text<Role, { readonly required: string; readonly rule: Rule<Role> }>('Role', {
    required: 'Choose a role.',
    rule: v.picklist(roles, 'Choose Owner, Editor or Sales.'),
  });

export const newPassword = (label: string) =>
  text(label, {
    required: 'Enter a new password.',
    maxLength: 200,
    rule: v.minLength(minPasswordLength, `The password must have at least ${minPasswordLength} characters.`),
  });

/** The secret of an invitation or reset link: 32 random bytes, base64url. */
export const linkToken = () =>
  text('Link', { required: 'This link is not valid.', rule: v.regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid.') });
