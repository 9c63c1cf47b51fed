import { exportAudit } from '../contract/exports';
import { leadStatusLabels } from '../contract/leads';
import { exportLeads } from '../contract/specs/export-leads';
import { defineHandler } from '../core/http/handler';
import { exportLeads as exportFile } from '../core/leads/export';

/** Admin (Owners, Sales): a contact or hiring list under the screen's filter and sort as one CSV file, answered as a download link. */
export const handler = defineHandler(exportLeads, async ({ params, query }) => {
  const file = await exportFile(params.kind, { status: query.status, q: query.q }, query.sort, query.day);
  const status = query.status && leadStatusLabels[query.status];
  return { body: { ack: 1, data: file }, audit: exportAudit(file, { status, q: query.q }) };
});
