import { paging, reply, spec } from '../route-spec';
import type { EventSummary } from '../summaries';

export const getAllEvents = spec('getAllEvents', { query: paging(), response: reply<EventSummary[]>() });
