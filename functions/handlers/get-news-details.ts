import { getNewsDetails } from '../contract/specs/get-news-details';
import { collections, getItem } from '../core/content/collections';
import { defineHandler } from '../core/http/public';

export const handler = defineHandler(getNewsDetails, async ({ params }) => ({
  body: { ack: 1, data: await getItem(collections.news, params.id) },
}));
