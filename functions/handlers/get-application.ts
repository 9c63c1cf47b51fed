import { getApplication } from '../contract/specs/get-application';
import { getApplication as applicationById } from '../core/applications/applications';
import { defineHandler } from '../core/http/handler';

/** Admin (Owners, Recruiters): one application with its stage, assignee and notes; 404 when unknown or past retention. */
export const handler = defineHandler(getApplication, async ({ params }) => ({ body: { ack: 1, data: await applicationById(params.id) } }));
