import { listAssignees } from '../contract/specs/list-assignees';
import { listAssignees as list } from '../core/auth/accounts';
import { defineHandler } from '../core/http/handler';

/** Owners and Sales: who an enquiry can be assigned to (the active Owners and Sales users). */
export const handler = defineHandler(listAssignees, async () => ({ body: { ack: 1, data: await list() } }));
