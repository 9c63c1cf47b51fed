import { messages } from '../contract/messages';
import { restoreRevision } from '../contract/route-schemas';
import { collectionOf } from '../core/collections';
import { restoreRevision as restore } from '../core/restore';
import { defineHandler } from '../core/http/handler';

/** Admin: brings back an earlier version's wording; the version it replaces is kept too. */
export const handler = defineHandler(restoreRevision, async ({ params, admin }) => ({
  body: { ack: 1, msg: messages.versionRestored, data: await restore(collectionOf(params.kind), params.id, params.revisionId, admin) },
}));
