import { listUnpublished } from '../contract/specs/list-unpublished';
import { collectionOf, listUnpublished as unpublishedItems } from '../core/content/collections';
import { defineHandler } from '../core/http/handler';

/** Admin: a kind's draft and scheduled items, beside the spec's list of published ones. */
export const handler = defineHandler(listUnpublished, async ({ params }) => ({
  body: { ack: 1, data: await unpublishedItems(collectionOf(params.kind)) },
}));
