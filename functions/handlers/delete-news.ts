import { messages } from '../contract/messages';
import { deleteNews } from '../contract/specs/delete-news';
import { deleted } from '../core/content/content-audit';
import { collections, deleteItem } from '../core/content/content';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(deleteNews, async ({ params }) => {
  const removed = await deleteItem(collections.news, params.id);
  return { body: { ack: 1, message: messages.deleted.news }, audit: deleted(collections.news, removed) };
});
