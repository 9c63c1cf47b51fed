import { paging, reply, spec } from '../route-spec';
import type { NewsSummary } from '../summaries';

export const getAllNews = spec('getAllNews', { query: paging(), response: reply<NewsSummary[]>() });
