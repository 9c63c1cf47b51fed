import type { EventItem } from '../entities';
import { reply, spec } from '../route-spec';
import { create } from './content-params';
import { eventSchema } from '../schemas/content';

export const createEvent = spec('createEvent', { body: create(eventSchema, 'event'), response: reply<EventItem>() });
