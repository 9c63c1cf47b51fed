import type { HireEnquiry, Page } from '../entities';
import { page, reply, spec } from '../route-spec';

export const hiredList = spec('hiredList', { params: page(), response: reply<Page<HireEnquiry>>() });
