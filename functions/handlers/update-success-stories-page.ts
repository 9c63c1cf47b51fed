import type { SuccessStoriesPage } from '../contract/entities';
import { messages } from '../contract/messages';
import { updateSuccessStoriesPage } from '../contract/specs/update-success-stories-page';
import { updated } from '../core/content/content-audit';
import { collections } from '../core/content/collections';
import { updatePageDocument } from '../core/content/page-document';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(updateSuccessStoriesPage, async ({ params, body, admin }) => {
  const change = await updatePageDocument<SuccessStoriesPage>(collections.successStories, params.id, body, admin);
  return {
    body: { ack: 1, msg: messages.updated.successStories, data: change.after },
    audit: updated(collections.successStories, change),
  };
});
