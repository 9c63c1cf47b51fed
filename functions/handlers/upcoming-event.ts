import { upcomingEvent } from '../contract/route-schemas';
import { upcomingEvents } from '../core/collections';
import { defineHandler } from '../core/http/public';

export const handler = defineHandler(upcomingEvent, async () => ({ body: { ack: 1, data: await upcomingEvents() } }));
