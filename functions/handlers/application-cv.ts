import { applicationCv } from '../contract/specs/application-cv';
import { getApplication } from '../core/applications/applications';
import { cvLink } from '../core/applications/cv-storage';
import { defineHandler } from '../core/http/handler';

/** Admin (Owners, Recruiters): a five-minute link to the CV; who took it is recorded in the audit log. */
export const handler = defineHandler(applicationCv, async ({ params }) => {
  const application = await getApplication(params.id);
  return {
    body: { ack: 1, data: { url: await cvLink(application._id, application.cvKind, application.name) } },
    audit: { action: 'cv-download', itemType: 'application', itemId: application._id, itemTitle: application.careerTitle },
  };
});
