import { subscriberList } from '../contract/specs/subscriber-list';
import { pageOfSubscribers } from '../core/newsletter/subscribers';
import { defineHandler } from '../core/http/handler';

/** Newsletter subscribers for the admin screen, 20 a page, searched by e-mail and sorted over the whole list (newest first by default). */
export const handler = defineHandler(subscriberList, async ({ params, query }) => ({
  body: { ack: 1, data: await pageOfSubscribers(params.page, query) },
}));
