import { messages } from '../contract/messages';
import { updateNews } from '../contract/route-schemas';
import { collections, updateItem } from '../core/content';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(updateNews, async ({ params, body, admin }) => ({
  body: { ack: 1, msg: messages.updated.news, data: await updateItem(collections.news, params.id, body, admin) },
}));
