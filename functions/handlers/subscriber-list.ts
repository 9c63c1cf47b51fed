import { pageSize } from '../contract/entities';
import { routes } from '../contract/routes';
import { pageOfSubscribers } from '../core/subscribers';
import { defineHandler, pageNumber } from '../core/http/handler';

/** Newsletter subscribers for the admin screen, newest first, 20 a page. */
export const handler = defineHandler(routes.subscriberList, async ({ params }) => {
  const { list, count } = await pageOfSubscribers(pageNumber(params.page), pageSize);
  return { body: { ack: 1, data: { list, count, limit: pageSize } } };
});
