import { pageSize } from '../contract/entities';
import { routes } from '../contract/routes';
import { pageOfEvents } from '../core/collections';
import { defineHandler, pageNumber } from '../core/http/handler';

export const handler = defineHandler(routes.eventList, async ({ params }) => {
  const { list, count } = await pageOfEvents(pageNumber(params.page), pageSize);
  return { body: { ack: 1, data: { list, count, limit: pageSize } } };
});
