/** Giving a user another role. */
import { roleField } from './account-fields';
import { form } from './fields';

export const roleChangeSchema = form({ role: roleField() });
