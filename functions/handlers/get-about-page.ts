import { getAboutPage } from '../contract/specs/get-about-page';
import { readAboutPage } from '../core/content/about-read';
import { defineHandler } from '../core/http/public';

export const handler = defineHandler(getAboutPage, async () => ({ body: { ack: 1, data: await readAboutPage() } }));
