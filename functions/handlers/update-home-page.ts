import type { HomePage } from '../contract/entities';
import { messages } from '../contract/messages';
import { updateHomePage } from '../contract/specs/update-home-page';
import { updated } from '../core/content/content-audit';
import { collections } from '../core/content/collections';
import { updatePageDocument } from '../core/content/page-document';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(updateHomePage, async ({ params, body, admin }) => {
  const change = await updatePageDocument<HomePage>(collections.home, params.id, body, admin);
  return {
    body: { ack: 1, msg: messages.updated.home, data: change.after },
    audit: updated(collections.home, change),
  };
});
