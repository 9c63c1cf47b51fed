import { full, reply, spec } from '../route-spec';
import { leadItem, type Lead } from './lead-params';
import { leadNoteSchema } from '../schemas/lead-note';

export const addLeadNote = spec('addLeadNote', { params: leadItem(), body: full(leadNoteSchema), response: reply<Lead>() });
