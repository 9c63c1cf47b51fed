import type { EventItem, Page } from '../entities';
import { page, reply, spec } from '../route-spec';
import { altQuery } from './content-params';

export const eventList = spec('eventList', { params: page(), query: altQuery(), response: reply<Page<EventItem>>() });
