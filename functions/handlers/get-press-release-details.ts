import { routes } from '../contract/routes';
import { collections, getItem } from '../core/content';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(routes.getPressReleaseDetails, async ({ params }) => ({
  body: { ack: 1, data: await getItem(collections.press, params.id ?? '') },
}));
