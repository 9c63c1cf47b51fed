import { routes } from '../contract/routes';
import { upcomingEvents } from '../core/content';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(routes.upcomingEvent, async () => ({ body: { ack: 1, data: await upcomingEvents() } }));
