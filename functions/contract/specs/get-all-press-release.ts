import { paging, reply, spec } from '../route-spec';
import type { PressSummary } from '../summaries';

export const getAllPressRelease = spec('getAllPressRelease', { query: paging(), response: reply<PressSummary[]>() });
