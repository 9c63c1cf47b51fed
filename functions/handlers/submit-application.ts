import { applicationMessages } from '../contract/applications';
import { submitApplication } from '../contract/specs/submit-application';
import { submitApplication as apply } from '../core/applications/applications';
import { defineHandler } from '../core/http/public';

/** Public: checks the staged CV by its bytes, stores the application, queues HR's notification. */
export const handler = defineHandler(submitApplication, async ({ body }) => {
  await apply(body);
  return { status: 201, body: { ack: 1, msg: applicationMessages.submitted, message: applicationMessages.submitted } };
});
