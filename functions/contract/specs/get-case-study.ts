import type { CaseStudy } from '../entities';
import { reply, spec } from '../route-spec';
import { idOrSlug } from './content-params';

export const getCaseStudy = spec('getCaseStudy', { params: idOrSlug('caseStudy'), response: reply<CaseStudy>() });
