/** `{email}` of a user route: anything that is not an address names nobody (404 before the table is asked). */
import * as v from 'valibot';
import type { ParamsSpec } from '../route-spec';
import { simpleEmail } from '../schemas/patterns';

export const userEmail = (): ParamsSpec<{ email: string }> => ({
  schema: v.object({
    email: v.pipe(v.string('No such user.'), v.maxLength(254, 'No such user.'), v.regex(simpleEmail, 'No such user.'), v.toLowerCase()),
  }),
  status: 404,
});
