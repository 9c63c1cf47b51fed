/**
 * The account forms: invite, role change, passwords, and the one-time links.
 * One module each, so a function's bundle holds only its own form's schema.
 */
export { acceptInviteSchema } from './accept-invite';
export { changePasswordSchema, type ChangePasswordInput } from './change-password';
export { forgotPasswordSchema } from './forgot-password';
export { inviteSchema, type InviteInput } from './invite';
export { resetPasswordSchema } from './reset-password';
