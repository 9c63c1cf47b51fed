import { messages } from '../contract/messages';
import { deleteNews } from '../contract/specs/delete-news';
import { deleted } from '../core/content/content-audit';
import { collections } from '../core/content/content';
import { defineHandler } from '../core/http/handler';
import { deleteWithRedirects } from '../core/redirects/url-change';

export const handler = defineHandler(deleteNews, async ({ params }) => {
  const removed = await deleteWithRedirects(collections.news, params.id);
  return { body: { ack: 1, message: messages.deleted.news }, audit: deleted(collections.news, removed) };
});
