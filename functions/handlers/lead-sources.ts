import { leadSources } from '../contract/specs/lead-sources';
import { leadSourceTotals } from '../core/attribution/totals';
import { defineHandler } from '../core/http/handler';

/** Admin (Owners, Sales): enquiries of the last 30 or 90 days by source, medium, campaign and landing page. */
export const handler = defineHandler(leadSources, async ({ query }) => ({ body: { ack: 1, data: await leadSourceTotals(query.days) } }));
