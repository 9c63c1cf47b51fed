import type { Assignee } from '../accounts';
import { reply, spec } from '../route-spec';

/** The active Owners and Sales users, for the enquiry screens' "Assigned to". */
export const listAssignees = spec('listAssignees', { response: reply<Assignee[]>() });
