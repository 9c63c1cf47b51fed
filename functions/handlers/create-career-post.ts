import type { CareerPost } from '../contract/entities';
import { messages } from '../contract/messages';
import { createCareerPost } from '../contract/specs/create-career-post';
import { created } from '../core/content/content-audit';
import { collections, createItem } from '../core/content/content';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(createCareerPost, async ({ body, admin }) => {
  const item: CareerPost = await createItem(collections.career, body, admin);
  return { status: 201, body: { ack: true, message: messages.created.career, data: item }, audit: created(collections.career, item) };
});
