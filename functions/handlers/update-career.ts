import { messages } from '../contract/messages';
import { updateCareer } from '../contract/route-schemas';
import { collections, updateItem } from '../core/content';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(updateCareer, async ({ params, body, admin }) => ({
  body: { ack: 1, msg: messages.updated.career, data: await updateItem(collections.career, params.id, body, admin) },
}));
