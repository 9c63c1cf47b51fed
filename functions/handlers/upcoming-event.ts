import { routes } from '../contract/routes';
import { upcomingEvents } from '../core/collections';
import { defineHandler } from '../core/http/public';

export const handler = defineHandler(routes.upcomingEvent, async () => ({ body: { ack: 1, data: await upcomingEvents() } }));
