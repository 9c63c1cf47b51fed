import { messages } from '../contract/messages';
import { deleteEvent } from '../contract/specs/delete-event';
import { deleted } from '../core/content/content-audit';
import { collections, deleteItem } from '../core/content/content';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(deleteEvent, async ({ params }) => {
  const removed = await deleteItem(collections.event, params.id);
  return { body: { ack: 1, message: messages.deleted.event }, audit: deleted(collections.event, removed) };
});
