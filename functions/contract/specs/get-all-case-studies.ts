import type { CaseStudyTeaser } from '../entities';
import { reply, spec } from '../route-spec';

/** The home page's case-study teasers: every published case study, in the team's order. */
export const getAllCaseStudies = spec('getAllCaseStudies', { response: reply<CaseStudyTeaser[]>() });
