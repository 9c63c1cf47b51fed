import { leadCounts } from '../contract/specs/lead-counts';
import { defineHandler } from '../core/http/handler';
import { leadCounts as countNewLeads } from '../core/leads/leads';

/** Admin (Owners, Sales): how many contact messages and hiring enquiries are New (the admin bar's badges). */
export const handler = defineHandler(leadCounts, async () => ({ body: { ack: 1, data: await countNewLeads() } }));
