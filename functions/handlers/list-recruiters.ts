import { recruiters } from '../contract/roles';
import { listRecruiters } from '../contract/specs/list-recruiters';
import { listAssignees } from '../core/auth/accounts';
import { defineHandler } from '../core/http/handler';

/** Owners and Recruiters: who an application can be assigned to (the active Owners and Recruiters). */
export const handler = defineHandler(listRecruiters, async () => ({ body: { ack: 1, data: await listAssignees(recruiters) } }));
