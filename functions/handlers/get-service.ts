import { getService } from '../contract/specs/get-service';
import { collections, getItem } from '../core/content/collections';
import { defineHandler } from '../core/http/public';

export const handler = defineHandler(getService, async ({ params }) => ({
  body: { ack: 1, data: await getItem(collections.service, params.id) },
}));
