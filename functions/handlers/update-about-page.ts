import { messages } from '../contract/messages';
import { updateAboutPage } from '../contract/specs/update-about-page';
import { updateAboutPage as update } from '../core/content/about-page';
import { updated } from '../core/content/content-audit';
import { collections } from '../core/content/collections';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(updateAboutPage, async ({ params, body, admin }) => {
  const change = await update(params.id, body, admin);
  return {
    body: { ack: 1, msg: messages.updated.about, data: change.after },
    audit: updated(collections.about, change),
  };
});
