import { getAllEvents } from '../contract/specs/get-all-events';
import type { EventItem } from '../contract/entities';
import type { EventSummary } from '../contract/summaries';
import { collections, listSummaries } from '../core/content/collections';
import { listAnswer } from '../core/http/list-answer';
import { defineHandler } from '../core/http/public';

export const handler = defineHandler(getAllEvents, async ({ query }) =>
  listAnswer(await listSummaries<EventItem, EventSummary>(collections.event, query)),
);
