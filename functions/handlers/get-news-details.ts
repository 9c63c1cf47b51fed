import { getNewsDetails } from '../contract/route-schemas';
import { collections, getItem } from '../core/collections';
import { defineHandler } from '../core/http/public';

export const handler = defineHandler(getNewsDetails, async ({ params }) => ({
  body: { ack: 1, data: await getItem(collections.news, params.id) },
}));
