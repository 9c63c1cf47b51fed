import { routes } from '../contract/routes';
import { collections, getItem } from '../core/collections';
import { defineHandler } from '../core/http/public';

export const handler = defineHandler(routes.getNewsDetails, async ({ params }) => ({
  body: { ack: 1, data: await getItem(collections.news, params.id ?? '') },
}));
