/** The path and query parameters of the application routes: an id that can name nothing is 404 before the table is asked. */
import * as v from 'valibot';
import { applicationMessages, applicationStages, type ApplicationStage } from '../applications';
import { searchParam } from '../list-query';
import { messages } from '../messages';
import type { ParamsSpec } from '../route-spec';
import { itemIdPattern } from '../schemas/patterns';

export const applicationItem = (): ParamsSpec<{ id: string }> => ({
  schema: v.object({ id: v.pipe(v.string(applicationMessages.notFound), v.regex(itemIdPattern, applicationMessages.notFound)) }),
  status: 404,
});

/** `?stage=&q=&page=`: one stage (none: every stage), a search of name, e-mail and job, pages of 20 newest first. */
export interface ApplicationQuery {
  stage?: ApplicationStage;
  q?: string;
  page?: number;
}
export const applicationQuery = (): ParamsSpec<ApplicationQuery> => ({
  schema: v.object({
    stage: v.optional(v.picklist(applicationStages, applicationMessages.stage)),
    q: searchParam(),
    page: v.optional(v.pipe(v.string(messages.badPage), v.regex(/^[1-9]\d{0,5}$/, messages.badPage), v.transform(Number))),
  }),
  status: 400,
});
