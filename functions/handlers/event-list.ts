import { pageSize } from '../contract/entities';
import { eventList } from '../contract/specs/event-list';
import { pageOfEvents } from '../core/content/collections';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(eventList, async ({ params, query }) => {
  const { list, count } = await pageOfEvents(params.page, pageSize, query);
  return { body: { ack: 1, data: { list, count, limit: pageSize } } };
});
