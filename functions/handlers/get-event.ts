import { getEvent } from '../contract/specs/get-event';
import { collections, getItem } from '../core/content/collections';
import { defineHandler } from '../core/http/public';

export const handler = defineHandler(getEvent, async ({ params }) => ({
  body: { ack: 1, data: await getItem(collections.event, params.id) },
}));
