import { exportAudit } from '../contract/exports';
import { exportApplications } from '../contract/specs/export-applications';
import { exportApplications as exportFile } from '../core/applications/export';
import { defineHandler } from '../core/http/handler';

/** Admin (Owners, Recruiters): the applications as the screen filters them, as one CSV file answered as a download link. */
export const handler = defineHandler(exportApplications, async ({ query }) => {
  const file = await exportFile({ stage: query.stage, q: query.q }, query.day);
  return { body: { ack: 1, data: file }, audit: exportAudit(file, { status: query.stage, q: query.q }) };
});
