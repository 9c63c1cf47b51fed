import { messages } from '../contract/messages';
import { deleteCareerPost } from '../contract/specs/delete-career-post';
import { deleted } from '../core/content/content-audit';
import { collections, deleteItem } from '../core/content/content';
import { defineHandler } from '../core/http/handler';

/** The spec deletes careers by POST with the id in the body (careerListID). */
export const handler = defineHandler(deleteCareerPost, async ({ body }) => {
  const removed = await deleteItem(collections.career, body.careerListID);
  return { body: { ack: 1, message: messages.deleted.career }, audit: deleted(collections.career, removed) };
});
