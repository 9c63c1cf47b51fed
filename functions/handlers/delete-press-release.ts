import { messages } from '../contract/messages';
import { deletePressRelease } from '../contract/specs/delete-press-release';
import { deleted } from '../core/content/content-audit';
import { collections } from '../core/content/content';
import { defineHandler } from '../core/http/handler';
import { deleteWithRedirects } from '../core/redirects/url-change';

export const handler = defineHandler(deletePressRelease, async ({ params }) => {
  const removed = await deleteWithRedirects(collections.press, params.id);
  return { body: { ack: 1, message: messages.deleted.press }, audit: deleted(collections.press, removed) };
});
