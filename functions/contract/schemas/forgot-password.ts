/** Asking for a password reset link. */
import { accountEmail } from './account-fields';
import { form } from './fields';

export const forgotPasswordSchema = form({ email: accountEmail() });
