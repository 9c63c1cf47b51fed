import { messages } from '../contract/messages';
import { updatePressRelease } from '../contract/route-schemas';
import { collections, updateItem } from '../core/content';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(updatePressRelease, async ({ params, body, admin }) => ({
  body: { ack: 1, msg: messages.updated.press, data: await updateItem(collections.press, params.id, body, admin) },
}));
