/** Specs of issue 13's account routes (users, roles, passwords); re-exported by ./route-schemas. */
import * as v from 'valibot';
import type { AdminUser, Assignee } from './accounts';
import * as build from './route-spec';
import type { ParamsSpec } from './route-spec';
import {
  acceptInviteSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  inviteSchema,
  resetPasswordSchema,
  roleChangeSchema,
} from './schemas/accounts';
import { simpleEmail } from './schemas/patterns';

// esbuild honours @__NO_SIDE_EFFECTS__ within one file only: local names for the builders let a bundle drop every spec it does not use.
/* @__NO_SIDE_EFFECTS__ */
const spec: typeof build.spec = (name, request) => build.spec(name, request);
/** The type of an answer's `data`, for the type checker only: the value is always undefined. */
/* @__NO_SIDE_EFFECTS__ */
const reply = <T>() => undefined as unknown as T;
/* @__NO_SIDE_EFFECTS__ */
const full: typeof build.full = (schema) => build.full(schema);

/** `{email}` of a user route: anything that is not an address names nobody (404 before the table is asked). */
/* @__NO_SIDE_EFFECTS__ */
const userEmail = (): ParamsSpec<{ email: string }> => ({
  schema: v.object({
    email: v.pipe(v.string('No such user.'), v.maxLength(254, 'No such user.'), v.regex(simpleEmail, 'No such user.'), v.toLowerCase()),
  }),
  status: 404,
});

/** Every account, Owners first then by e-mail. */
export const listAdmins = spec('listAdmins', { response: reply<AdminUser[]>() });
/** Creates an invited account (or renews a pending invitation) and mails its link; 409 for an existing active account. */
export const inviteAdmin = spec('inviteAdmin', { body: full(inviteSchema), response: reply<AdminUser>() });
export const updateAdminRole = spec('updateAdminRole', { params: userEmail(), body: full(roleChangeSchema), response: reply<AdminUser>() });
/** Removes an account and ends its sessions; the last Owner can be neither removed nor demoted (409). */
export const removeAdmin = spec('removeAdmin', { params: userEmail() });
/** The active Owners and Sales users, for the enquiry screens' "Assigned to". */
export const listAssignees = spec('listAssignees', { response: reply<Assignee[]>() });
/** Answers a fresh token beside ack: every other session of the user has ended. */
export const changePassword = spec('changePassword', { body: full(changePasswordSchema) });
/** Sets the invited user's password and signs them in (token beside ack). */
export const acceptInvite = spec('acceptInvite', { body: full(acceptInviteSchema) });
/** Answers alike whether or not the address has an account. */
export const forgotPassword = spec('forgotPassword', { body: full(forgotPasswordSchema) });
/** Sets a new password from a reset link (once, within 15 minutes); every session of the user ends. */
export const resetPassword = spec('resetPassword', { body: full(resetPasswordSchema) });
