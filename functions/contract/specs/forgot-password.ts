import { full, spec } from '../route-spec';
import { forgotPasswordSchema } from '../schemas/forgot-password';

/** Answers alike whether or not the address has an account. */
export const forgotPassword = spec('forgotPassword', { body: full(forgotPasswordSchema) });
