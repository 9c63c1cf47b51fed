import type { PressRelease } from '../contract/entities';
import { messages } from '../contract/messages';
import { createPressRelease } from '../contract/specs/create-press-release';
import { created } from '../core/content/content-audit';
import { collections, createItem } from '../core/content/content';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(createPressRelease, async ({ body, admin }) => {
  const item: PressRelease = await createItem(collections.press, body, admin);
  return { status: 201, body: { ack: true, message: messages.created.press, data: item }, audit: created(collections.press, item) };
});
