import type { PressRelease } from '../contract/entities';
import { messages } from '../contract/messages';
import { updatePressRelease } from '../contract/specs/update-press-release';
import { type Change, updated } from '../core/content/content-audit';
import { collections, updateItem } from '../core/content/content';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(updatePressRelease, async ({ params, body, admin }) => {
  const change: Change<PressRelease> = await updateItem(collections.press, params.id, body, admin);
  return { body: { ack: 1, msg: messages.updated.press, data: change.after }, audit: updated(collections.press, change) };
});
