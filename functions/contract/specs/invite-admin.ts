import type { AdminUser } from '../accounts';
import { full, reply, spec } from '../route-spec';
import { inviteSchema } from '../schemas/invite';

/** Creates an invited account (or renews a pending invitation) and mails its link; 409 for an existing active account. */
export const inviteAdmin = spec('inviteAdmin', { body: full(inviteSchema), response: reply<AdminUser>() });
