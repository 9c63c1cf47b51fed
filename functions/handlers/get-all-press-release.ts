import { routes } from '../contract/routes';
import { collections, listItems } from '../core/collections';
import { defineHandler } from '../core/http/public';

export const handler = defineHandler(routes.getAllPressRelease, async () => ({ body: { ack: 1, data: await listItems(collections.press) } }));
