import { full, spec } from '../route-spec';
import { loginSchema } from '../schemas/auth';

/** The answer carries the session's token beside ack. */
export const adminLogin = spec('adminLogin', { body: full(loginSchema) });
