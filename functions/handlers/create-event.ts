import { messages } from '../contract/messages';
import { createEvent } from '../contract/route-schemas';
import { collections, createItem } from '../core/content';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(createEvent, async ({ body, admin }) => ({
  status: 201,
  body: { ack: true, message: messages.created.event, data: await createItem(collections.event, body, admin) },
}));
