import { messages } from '../contract/messages';
import { restoreRevision } from '../contract/specs/restore-revision';
import { collectionOf } from '../core/content/collections';
import { restored } from '../core/content/content-audit';
import { restoreRevision as restore } from '../core/content/restore';
import { defineHandler } from '../core/http/handler';

/** Admin: brings back an earlier version's wording; the version it replaces is kept too. */
export const handler = defineHandler(restoreRevision, async ({ params, admin }) => {
  const collection = collectionOf(params.kind);
  const change = await restore(collection, params.id, params.revisionId, admin);
  return { body: { ack: 1, msg: messages.versionRestored, data: change.after }, audit: restored(collection, change) };
});
