/** The account forms of issue 13: invite, role change, passwords, and the one-time links. */
import * as v from 'valibot';
import { minPasswordLength } from '../accounts';
import { roles, type Role } from '../roles';
import { form, type Rule, text } from './fields';
import { simpleEmail } from './patterns';
import type { Input } from './validate';

/* @__NO_SIDE_EFFECTS__ */
const email = () => text('Email', { required: 'Enter Email', maxLength: 254, rule: v.regex(simpleEmail, 'Please Enter a Valid Email') });
/** Both type arguments given: with the role type alone, the clean value would be typed optional although the field is required. */
/* @__NO_SIDE_EFFECTS__ */
const role = () =>
  text<Role, { readonly required: string; readonly rule: Rule<Role> }>('Role', {
    required: 'Choose a role.',
    rule: v.picklist(roles, 'Choose Owner, Editor or Sales.'),
  });
/* @__NO_SIDE_EFFECTS__ */
const newPassword = (label: string) =>
  text(label, {
    required: 'Enter a new password.',
    maxLength: 200,
    rule: v.minLength(minPasswordLength, `The password must have at least ${minPasswordLength} characters.`),
  });
/** The secret of an invitation or reset link: 32 random bytes, base64url. */
/* @__NO_SIDE_EFFECTS__ */
const linkToken = () =>
  text('Link', { required: 'This link is not valid.', rule: v.regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid.') });

export const inviteSchema = form({ email: email(), role: role() });
export const roleChangeSchema = form({ role: role() });
export const acceptInviteSchema = form({ token: linkToken(), password: newPassword('Password') });
export const changePasswordSchema = form({
  currentPassword: text('Current password', { required: 'Enter your current password.', maxLength: 200 }),
  newPassword: newPassword('New password'),
});
export const forgotPasswordSchema = form({ email: email() });
export const resetPasswordSchema = form({ token: linkToken(), password: newPassword('New password') });

export type InviteInput = Input<typeof inviteSchema>;
export type ChangePasswordInput = Input<typeof changePasswordSchema>;
