import { exportAudit } from '../contract/exports';
import { exportSubscribers } from '../contract/specs/export-subscribers';
import { defineHandler } from '../core/http/handler';
import { exportSubscribers as exportFile } from '../core/newsletter/export';

/** Admin (Owners, Sales): the confirmed subscribers as the screen searches and sorts them, as one CSV file answered as a download link. */
export const handler = defineHandler(exportSubscribers, async ({ query }) => {
  const file = await exportFile({ q: query.q, sort: query.sort }, query.day);
  return { body: { ack: 1, data: file }, audit: exportAudit(file, { q: query.q }) };
});
