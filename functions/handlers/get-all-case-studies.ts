import type { CaseStudy, CaseStudyTeaser } from '../contract/entities';
import { getAllCaseStudies } from '../contract/specs/get-all-case-studies';
import { collections, listSummaries } from '../core/content/collections';
import { listAnswer } from '../core/http/list-answer';
import { defineHandler } from '../core/http/public';

/** The home page's teasers: published case studies only (their own list partition), lowest order first. */
export const handler = defineHandler(getAllCaseStudies, async () =>
  listAnswer(await listSummaries<CaseStudy, CaseStudyTeaser>(collections.caseStudy)),
);
