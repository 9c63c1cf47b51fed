import type { SuccessStoriesPage } from '../contract/entities';
import { getSuccessStoriesPage } from '../contract/specs/get-success-stories-page';
import { collections } from '../core/content/collections';
import { readPageDocument } from '../core/content/page-document-read';
import { defineHandler } from '../core/http/public';

export const handler = defineHandler(getSuccessStoriesPage, async () => ({
  body: { ack: 1, data: await readPageDocument<SuccessStoriesPage>(collections.successStories) },
}));
