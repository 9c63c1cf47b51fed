import type { EventItem } from '../contract/entities';
import { messages } from '../contract/messages';
import { updateEvent } from '../contract/specs/update-event';
import { type Change, updated } from '../core/content/content-audit';
import { collections, updateItem } from '../core/content/content';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(updateEvent, async ({ params, body, admin }) => {
  const change: Change<EventItem> = await updateItem(collections.event, params.id, body, admin);
  return { body: { ack: 1, msg: messages.updated.event, data: change.after }, audit: updated(collections.event, change) };
});
