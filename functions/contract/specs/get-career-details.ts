import * as v from 'valibot';
import type { CareerDetails } from '../entities';
import { reply, spec } from '../route-spec';
import { itemRefPattern } from '../schemas/patterns';

/**
 * A job's page asked for with something that can be neither an id nor a slug.
 * Kept here, not in ../messages, which the public pages load: only this route says it.
 */
export const badCareerRef = 'A job is named by its id or its slug: letters, digits and hyphens, at most 100.';

/** One job by id or slug: a reference that cannot be either is a bad request (400); one that names no job, 404. */
export const getCareerDetails = spec('getCareerDetails', {
  params: {
    schema: v.object({ id: v.pipe(v.string(badCareerRef), v.regex(itemRefPattern, badCareerRef)) }),
    status: 400,
  },
  response: reply<CareerDetails>(),
});
