import { listRevisions } from '../contract/specs/list-revisions';
import { collectionOf, getAnyItem } from '../core/content/collections';
import { defineHandler } from '../core/http/handler';
import { listRevisions as revisionsOf } from '../core/content/revisions';

/** Admin: an item's earlier versions, newest first; 404 for an item that does not exist. */
export const handler = defineHandler(listRevisions, async ({ params }) => {
  const collection = collectionOf(params.kind);
  await getAnyItem(collection, params.id);
  return { body: { ack: 1, data: await revisionsOf(collection, params.id) } };
});
