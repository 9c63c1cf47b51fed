import { messages } from '../contract/messages';
import { deleteCaseStudy } from '../contract/specs/delete-case-study';
import { deleted } from '../core/content/content-audit';
import { collections } from '../core/content/content';
import { defineHandler } from '../core/http/handler';
import { deleteWithRedirects } from '../core/redirects/url-change';

export const handler = defineHandler(deleteCaseStudy, async ({ params }) => {
  const removed = await deleteWithRedirects(collections.caseStudy, params.id);
  return { body: { ack: 1, message: messages.deleted.caseStudy }, audit: deleted(collections.caseStudy, removed) };
});
