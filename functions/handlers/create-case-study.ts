import type { CaseStudy } from '../contract/entities';
import { messages } from '../contract/messages';
import { createCaseStudy } from '../contract/specs/create-case-study';
import { created } from '../core/content/content-audit';
import { collections, createItem } from '../core/content/content';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(createCaseStudy, async ({ body, admin }) => {
  const item: CaseStudy = await createItem(collections.caseStudy, body, admin);
  return {
    status: 201,
    body: { ack: true, message: messages.created.caseStudy, data: item },
    audit: created(collections.caseStudy, item),
  };
});
