/** Erasing every record of one address (privacy requests). */
import { accountEmail } from './account-fields';
import { form } from './fields';

export const erasureSchema = form({ email: accountEmail() });
