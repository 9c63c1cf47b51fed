import type { Redirect } from '../redirects';
import { full, reply, spec } from '../route-spec';
import { redirectSchema } from '../schemas/redirect';

/** Adds a manual redirect; off-site paths, loops, chains, the site's own pages and duplicates are refused (400, 409). */
export const createRedirect = spec('createRedirect', { body: full(redirectSchema), response: reply<Redirect>() });
