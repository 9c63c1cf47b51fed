import { listLeads } from '../contract/specs/list-leads';
import { defineHandler } from '../core/http/handler';
import { listLeads as pageOfLeads } from '../core/leads/leads';

/** Admin (Owners, Sales): a page of contact messages or hiring enquiries by status and search, sorted over the whole list (newest first by default). */
export const handler = defineHandler(listLeads, async ({ params, query }) => ({
  body: { ack: 1, data: await pageOfLeads(params.kind, { status: query.status, q: query.q }, query.page, query.sort) },
}));
