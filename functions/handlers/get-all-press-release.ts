import { getAllPressRelease } from '../contract/route-schemas';
import { collections, listItems } from '../core/collections';
import { defineHandler } from '../core/http/public';

export const handler = defineHandler(getAllPressRelease, async () => ({ body: { ack: 1, data: await listItems(collections.press) } }));
