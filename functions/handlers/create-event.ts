import type { EventItem } from '../contract/entities';
import { messages } from '../contract/messages';
import { createEvent } from '../contract/specs/create-event';
import { created } from '../core/content/content-audit';
import { collections, createItem } from '../core/content/content';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(createEvent, async ({ body, admin }) => {
  const item: EventItem = await createItem(collections.event, body, admin);
  return { status: 201, body: { ack: true, message: messages.created.event, data: item }, audit: created(collections.event, item) };
});
