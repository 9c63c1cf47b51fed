import { getCareerDetails } from '../contract/specs/get-career-details';
import { careerDetails } from '../core/content/career-details';
import { defineHandler } from '../core/http/public';

/** Public: one job for its own page, open or closed (a closed job's page says so); drafts and deleted jobs are 404. */
export const handler = defineHandler(getCareerDetails, async ({ params }) => ({
  body: { ack: 1, data: await careerDetails(params.id) },
}));
