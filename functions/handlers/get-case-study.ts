import { getCaseStudy } from '../contract/specs/get-case-study';
import { collections, getItem } from '../core/content/collections';
import { defineHandler } from '../core/http/public';

export const handler = defineHandler(getCaseStudy, async ({ params }) => ({
  body: { ack: 1, data: await getItem(collections.caseStudy, params.id) },
}));
