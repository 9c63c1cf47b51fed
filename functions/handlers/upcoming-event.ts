import { upcomingEvent } from '../contract/specs/upcoming-event';
import { upcomingEvents } from '../core/content/collections';
import { listAnswer } from '../core/http/list-answer';
import { defineHandler } from '../core/http/public';

export const handler = defineHandler(upcomingEvent, async ({ query }) => listAnswer(await upcomingEvents(query)));
