import { exportSubscribers } from '../contract/specs/export-subscribers';
import { defineHandler } from '../core/http/handler';
import { exportSubscribers as exportFile } from '../core/newsletter/export';

/** Owners: every confirmed newsletter subscriber as one CSV file, answered as a download link. */
export const handler = defineHandler(exportSubscribers, async ({ query }) => ({
  body: { ack: 1, data: await exportFile(query.day) },
}));
