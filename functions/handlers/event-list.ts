import { eventList } from '../contract/specs/event-list';
import { pageOfEvents } from '../core/content/collections';
import { defineHandler } from '../core/http/handler';

/** Admin (editors): a page of events, drafts included, searched, filtered and sorted over the whole list. */
export const handler = defineHandler(eventList, async ({ params, query }) => ({
  body: { ack: 1, data: await pageOfEvents(params.page, query) },
}));
