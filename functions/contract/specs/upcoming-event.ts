import { paging, reply, spec } from '../route-spec';
import type { EventSummary } from '../summaries';

export const upcomingEvent = spec('upcomingEvent', { query: paging(), response: reply<EventSummary[]>() });
