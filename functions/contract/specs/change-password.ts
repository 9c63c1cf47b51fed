import { full, spec } from '../route-spec';
import { changePasswordSchema } from '../schemas/change-password';

/** Answers a fresh token beside ack: every other session of the user has ended. */
export const changePassword = spec('changePassword', { body: full(changePasswordSchema) });
