import { messages } from '../contract/messages';
import { createCareerPost } from '../contract/route-schemas';
import { collections, createItem } from '../core/content';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(createCareerPost, async ({ body, admin }) => ({
  status: 201,
  body: { ack: true, message: messages.created.career, data: await createItem(collections.career, body, admin) },
}));
