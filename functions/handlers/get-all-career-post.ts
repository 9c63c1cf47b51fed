import { getAllCareerPost } from '../contract/route-schemas';
import { collections, listItems } from '../core/collections';
import { defineHandler } from '../core/http/public';

export const handler = defineHandler(getAllCareerPost, async () => ({ body: { ack: 1, data: await listItems(collections.career) } }));
