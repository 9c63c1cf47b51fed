/** `{id}` of a webhook route: anything that is not an id names nothing (404 before the table is asked). */
import * as v from 'valibot';
import type { ParamsSpec } from '../route-spec';
import { itemIdPattern } from '../schemas/patterns';

export const webhookItem = (): ParamsSpec<{ id: string }> => ({
  schema: v.object({ id: v.pipe(v.string('No such webhook.'), v.regex(itemIdPattern, 'No such webhook.')) }),
  status: 404,
});
