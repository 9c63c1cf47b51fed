import { pageSize } from '../contract/entities';
import { subscriberList } from '../contract/specs/subscriber-list';
import { pageOfSubscribers } from '../core/newsletter/subscribers';
import { defineHandler } from '../core/http/handler';

/** Newsletter subscribers for the admin screen, newest first, 20 a page. */
export const handler = defineHandler(subscriberList, async ({ params }) => {
  const { list, count } = await pageOfSubscribers(params.page, pageSize);
  return { body: { ack: 1, data: { list, count, limit: pageSize } } };
});
