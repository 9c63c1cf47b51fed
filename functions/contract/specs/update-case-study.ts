import type { CaseStudy } from '../entities';
import { reply, spec } from '../route-spec';
import { itemId, update } from './content-params';
import { caseStudySchema } from '../schemas/content';

export const updateCaseStudy = spec('updateCaseStudy', {
  params: itemId('caseStudy'),
  body: update(caseStudySchema, 'caseStudy'),
  response: reply<CaseStudy>(),
});
