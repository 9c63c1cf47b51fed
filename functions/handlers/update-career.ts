import type { CareerPost } from '../contract/entities';
import { messages } from '../contract/messages';
import { updateCareer } from '../contract/specs/update-career';
import { type Change, updated } from '../core/content/content-audit';
import { collections, updateItem } from '../core/content/content';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(updateCareer, async ({ params, body, admin }) => {
  const change: Change<CareerPost> = await updateItem(collections.career, params.id, body, admin);
  return { body: { ack: 1, msg: messages.updated.career, data: change.after }, audit: updated(collections.career, change) };
});
