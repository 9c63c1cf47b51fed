import { getAllCareerPost } from '../contract/specs/get-all-career-post';
import type { CareerPost } from '../contract/entities';
import type { CareerSummary } from '../contract/summaries';
import { collections, listSummaries } from '../core/content/collections';
import { listAnswer } from '../core/http/list-answer';
import { defineHandler } from '../core/http/public';

export const handler = defineHandler(getAllCareerPost, async ({ query }) =>
  listAnswer(await listSummaries<CareerPost, CareerSummary>(collections.career, query)),
);
