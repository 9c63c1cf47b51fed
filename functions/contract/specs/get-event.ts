import type { EventItem } from '../entities';
import { reply, spec } from '../route-spec';
import { idOrSlug } from './content-params';

export const getEvent = spec('getEvent', { params: idOrSlug('event'), response: reply<EventItem>() });
