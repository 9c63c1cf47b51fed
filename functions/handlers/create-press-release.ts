import { messages } from '../contract/messages';
import { createPressRelease } from '../contract/route-schemas';
import { collections, createItem } from '../core/content';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(createPressRelease, async ({ body, admin }) => ({
  status: 201,
  body: { ack: true, message: messages.created.press, data: await createItem(collections.press, body, admin) },
}));
