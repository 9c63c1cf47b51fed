import { getPressReleaseDetails } from '../contract/specs/get-press-release-details';
import { collections, getItem } from '../core/content/collections';
import { defineHandler } from '../core/http/public';

export const handler = defineHandler(getPressReleaseDetails, async ({ params }) => ({
  body: { ack: 1, data: await getItem(collections.press, params.id) },
}));
