import { listApplications } from '../contract/specs/list-applications';
import { listApplications as pageOfApplications } from '../core/applications/applications';
import { defineHandler } from '../core/http/handler';

/** Admin (Owners, Recruiters): a page of applications, newest first, by stage and search. */
export const handler = defineHandler(listApplications, async ({ query }) => ({
  body: { ack: 1, data: await pageOfApplications({ stage: query.stage, q: query.q }, query.page) },
}));
