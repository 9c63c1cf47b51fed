import { getLead } from '../contract/specs/get-lead';
import { defineHandler } from '../core/http/handler';
import { getLead as leadById } from '../core/leads/leads';

/** Admin (Owners, Sales): one enquiry with its lead fields and notes; 404 for an unknown id. */
export const handler = defineHandler(getLead, async ({ params }) => ({ body: { ack: 1, data: await leadById(params.kind, params.id) } }));
