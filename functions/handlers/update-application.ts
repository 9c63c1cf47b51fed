import { applicationMessages } from '../contract/applications';
import { updateApplication } from '../contract/specs/update-application';
import { updateApplication as changeApplication } from '../core/applications/changes';
import { defineHandler } from '../core/http/handler';

/** Admin (Owners, Recruiters): sets the stage and/or assignee, adds a note; each change is recorded in the audit log. */
export const handler = defineHandler(updateApplication, async ({ params, body, admin }) => {
  const { application, events } = await changeApplication(params.id, body, admin);
  return { body: { ack: 1, msg: applicationMessages.updated, data: application }, audit: events };
});
