import { full, spec } from '../route-spec';
import { acceptInviteSchema } from '../schemas/accept-invite';

/** Sets the invited user's password and signs them in (token beside ack). */
export const acceptInvite = spec('acceptInvite', { body: full(acceptInviteSchema) });
