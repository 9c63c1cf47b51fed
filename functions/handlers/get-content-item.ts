import { getContentItem } from '../contract/specs/get-content-item';
import { collectionOf, getAnyItem } from '../core/content/collections';
import { defineHandler } from '../core/http/handler';

/** Admin: one item of any status (the edit screens and preview load it by the id in their URL). */
export const handler = defineHandler(getContentItem, async ({ params }) => ({
  body: { ack: 1, data: await getAnyItem(collectionOf(params.kind), params.id) },
}));
