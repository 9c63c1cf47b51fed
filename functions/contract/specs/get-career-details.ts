import * as v from 'valibot';
import type { CareerDetails } from '../entities';
import { messages } from '../messages';
import { reply, spec } from '../route-spec';
import { itemRefPattern } from '../schemas/patterns';

/** One job by id or slug: a reference that cannot be either is a bad request (400); one that names no job, 404. */
export const getCareerDetails = spec('getCareerDetails', {
  params: {
    schema: v.object({ id: v.pipe(v.string(messages.badCareerRef), v.regex(itemRefPattern, messages.badCareerRef)) }),
    status: 400,
  },
  response: reply<CareerDetails>(),
});
