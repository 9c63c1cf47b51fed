import type { CaseStudy } from '../entities';
import { reply, spec } from '../route-spec';
import { create } from './content-params';
import { caseStudySchema } from '../schemas/content';

export const createCaseStudy = spec('createCaseStudy', {
  body: create(caseStudySchema, 'caseStudy'),
  response: reply<CaseStudy>(),
});
