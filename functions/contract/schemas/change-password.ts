/** A signed-in user changing their own password. */
import { newPassword } from './account-fields';
import { form, text } from './fields';
import type { Input } from './validate';

export const changePasswordSchema = form({
  currentPassword: text('Current password', { required: 'Enter your current password.', maxLength: 200 }),
  newPassword: newPassword('New password'),
});

export type ChangePasswordInput = Input<typeof changePasswordSchema>;
