import { messages } from '../contract/messages';
import { updateEvent } from '../contract/route-schemas';
import { collections, updateItem } from '../core/content';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(updateEvent, async ({ params, body, admin }) => ({
  body: { ack: 1, msg: messages.updated.event, data: await updateItem(collections.event, params.id, body, admin) },
}));
