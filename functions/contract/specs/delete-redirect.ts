import * as v from 'valibot';
import { redirectMessages } from '../redirects';
import { type ParamsSpec, spec } from '../route-spec';
import { isSitePath } from '../schemas/patterns';

/** `?from=`: the old path of the manual redirect to delete; a value that is no site path names none (404). */
const fromQuery = (): ParamsSpec<{ from: string }> => ({
  schema: v.object({ from: v.pipe(v.string(redirectMessages.notFound), v.check(isSitePath, redirectMessages.notFound)) }),
  status: 404,
});

/** Deletes a manual redirect (an automatic one is kept: 409). */
export const deleteRedirect = spec('deleteRedirect', { query: fromQuery() });
