import { messages } from '../contract/messages';
import { routes } from '../contract/routes';
import { collections, createItem } from '../core/content';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(routes.createNews, async ({ body }) => ({
  status: 201,
  body: { ack: true, message: messages.created.news, data: await createItem(collections.news, body) },
}));
