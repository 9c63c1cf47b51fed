import { messages } from '../contract/messages';
import { routes } from '../contract/routes';
import { collections, deleteItem } from '../core/content';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(routes.deletePressRelease, async ({ params }) => {
  await deleteItem(collections.press, params.id ?? '');
  return { body: { ack: 1, message: messages.deleted.press } };
});
