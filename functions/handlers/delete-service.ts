import { messages } from '../contract/messages';
import { deleteService } from '../contract/specs/delete-service';
import { deleted } from '../core/content/content-audit';
import { collections } from '../core/content/content';
import { defineHandler } from '../core/http/handler';
import { deleteWithRedirects } from '../core/redirects/url-change';

export const handler = defineHandler(deleteService, async ({ params }) => {
  const removed = await deleteWithRedirects(collections.service, params.id);
  return { body: { ack: 1, message: messages.deleted.service }, audit: deleted(collections.service, removed) };
});
