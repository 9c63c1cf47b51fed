import { routes } from '../contract/routes';
import { collections, listItems } from '../core/content';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(routes.getAllPressRelease, async () => ({ body: { ack: 1, data: await listItems(collections.press) } }));
