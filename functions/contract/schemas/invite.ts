/** Inviting a user: their address and role. */
import { accountEmail, roleField } from './account-fields';
import { form } from './fields';
import type { Input } from './validate';

export const inviteSchema = form({ email: accountEmail(), role: roleField() });

export type InviteInput = Input<typeof inviteSchema>;
