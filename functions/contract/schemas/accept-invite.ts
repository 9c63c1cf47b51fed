/** Accepting an invitation: the link's token and the new user's password. */
import { linkToken, newPassword } from './account-fields';
import { form } from './fields';

export const acceptInviteSchema = form({ token: linkToken(), password: newPassword('Password') });
