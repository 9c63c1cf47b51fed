import { paging, reply, spec } from '../route-spec';
import type { CareerSummary } from '../summaries';

export const getAllCareerPost = spec('getAllCareerPost', { query: paging(), response: reply<CareerSummary[]>() });
