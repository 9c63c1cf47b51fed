import type { AboutPage } from '../contract/entities';
import { getAboutPage } from '../contract/specs/get-about-page';
import { collections } from '../core/content/collections';
import { readPageDocument } from '../core/content/page-document-read';
import { defineHandler } from '../core/http/public';

export const handler = defineHandler(getAboutPage, async () => ({
  body: { ack: 1, data: await readPageDocument<AboutPage>(collections.about) },
}));
