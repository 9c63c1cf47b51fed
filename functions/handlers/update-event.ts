import { messages } from '../contract/messages';
import { routes } from '../contract/routes';
import { collections, updateItem } from '../core/content';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(routes.updateEvent, async ({ params, body }) => ({
  body: { ack: 1, msg: messages.updated.event, data: await updateItem(collections.event, params.id ?? '', body) },
}));
