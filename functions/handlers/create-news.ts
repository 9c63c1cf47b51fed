import type { NewsItem } from '../contract/entities';
import { messages } from '../contract/messages';
import { createNews } from '../contract/specs/create-news';
import { created } from '../core/content/content-audit';
import { collections, createItem } from '../core/content/content';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(createNews, async ({ body, admin }) => {
  const item: NewsItem = await createItem(collections.news, body, admin);
  return { status: 201, body: { ack: true, message: messages.created.news, data: item }, audit: created(collections.news, item) };
});
