import { messages } from '../contract/messages';
import { routes } from '../contract/routes';
import { collections, deleteItem } from '../core/content';
import { defineHandler, invalid } from '../core/http/handler';

/** The spec deletes careers by POST with the id in the body (careerListID). */
export const handler = defineHandler(routes.deleteCareerPost, async ({ body }) => {
  const id = typeof body.careerListID === 'string' ? body.careerListID.trim() : '';
  if (!id) return invalid({ careerListID: 'careerListID is required.' });
  await deleteItem(collections.career, id);
  return { body: { ack: 1, message: messages.deleted.career } };
});
