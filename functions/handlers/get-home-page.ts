import type { HomePage } from '../contract/entities';
import { getHomePage } from '../contract/specs/get-home-page';
import { collections } from '../core/content/collections';
import { readPageDocument } from '../core/content/page-document-read';
import { defineHandler } from '../core/http/public';

export const handler = defineHandler(getHomePage, async () => ({
  body: { ack: 1, data: await readPageDocument<HomePage>(collections.home) },
}));
