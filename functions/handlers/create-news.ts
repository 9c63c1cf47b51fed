import { messages } from '../contract/messages';
import { createNews } from '../contract/route-schemas';
import { collections, createItem } from '../core/content';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(createNews, async ({ body, admin }) => ({
  status: 201,
  body: { ack: true, message: messages.created.news, data: await createItem(collections.news, body, admin) },
}));
