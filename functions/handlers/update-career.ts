import { messages } from '../contract/messages';
import { routes } from '../contract/routes';
import { collections, updateItem } from '../core/content';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(routes.updateCareer, async ({ params, body }) => ({
  body: { ack: 1, msg: messages.updated.career, data: await updateItem(collections.career, params.id ?? '', body) },
}));
