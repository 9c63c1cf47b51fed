import type { AboutPage } from '../contract/entities';
import { messages } from '../contract/messages';
import { updateAboutPage } from '../contract/specs/update-about-page';
import { updated } from '../core/content/content-audit';
import { collections } from '../core/content/collections';
import { updatePageDocument } from '../core/content/page-document';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(updateAboutPage, async ({ params, body, admin }) => {
  const change = await updatePageDocument<AboutPage>(collections.about, params.id, body, admin);
  return {
    body: { ack: 1, msg: messages.updated.about, data: change.after },
    audit: updated(collections.about, change),
  };
});
