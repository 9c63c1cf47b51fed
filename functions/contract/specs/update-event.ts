import type { EventItem } from '../entities';
import { reply, spec } from '../route-spec';
import { itemId, update } from './content-params';
import { eventSchema } from '../schemas/content';

export const updateEvent = spec('updateEvent', {
  params: itemId('event'),
  body: update(eventSchema, 'event'),
  response: reply<EventItem>(),
});
