import type { AdminUser } from '../accounts';
import { reply, spec } from '../route-spec';

/** Every account, Owners first then by e-mail. */
export const listAdmins = spec('listAdmins', { response: reply<AdminUser[]>() });
