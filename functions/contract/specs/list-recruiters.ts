import type { Assignee } from '../accounts';
import { reply, spec } from '../route-spec';

/** The active Owners and Recruiters, for an application's "Assigned to". */
export const listRecruiters = spec('listRecruiters', { response: reply<Assignee[]>() });
