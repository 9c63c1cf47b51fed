import { routes } from '../contract/routes';
import { collections, getItem } from '../core/content';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(routes.getEvent, async ({ params }) => ({
  body: { ack: 1, data: await getItem(collections.event, params.id ?? '') },
}));
