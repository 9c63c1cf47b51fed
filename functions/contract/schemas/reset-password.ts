/** Setting a new password from a reset link. */
import { linkToken, newPassword } from './account-fields';
import { form } from './fields';

export const resetPasswordSchema = form({ token: linkToken(), password: newPassword('New password') });
