import { full, spec } from '../route-spec';
import { resetPasswordSchema } from '../schemas/reset-password';

/** Sets a new password from a reset link (once, within 15 minutes); every session of the user ends. */
export const resetPassword = spec('resetPassword', { body: full(resetPasswordSchema) });
