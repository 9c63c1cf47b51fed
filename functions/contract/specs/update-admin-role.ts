import type { AdminUser } from '../accounts';
import { full, reply, spec } from '../route-spec';
import { userEmail } from './user-params';
import { roleChangeSchema } from '../schemas/role-change';

export const updateAdminRole = spec('updateAdminRole', { params: userEmail(), body: full(roleChangeSchema), response: reply<AdminUser>() });
