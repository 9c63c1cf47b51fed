import type { LeadCounts } from '../leads';
import { reply, spec } from '../route-spec';

export const leadCounts = spec('leadCounts', { response: reply<LeadCounts>() });
