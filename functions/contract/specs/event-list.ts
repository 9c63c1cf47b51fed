import * as v from 'valibot';
import type { ContentStatus, EventItem, Page } from '../entities';
import { type ListSort, searchParam, sortParam } from '../list-query';
import { messages } from '../messages';
import { page, type ParamsSpec, reply, spec } from '../route-spec';
import { type AltFilter, altFilters } from '../schemas/content';

const contentStatuses = ['draft', 'scheduled', 'published'] as const satisfies readonly ContentStatus[];

/**
 * `?q=&sort=&status=&alt=`: search the event's name, sort the whole list
 * (Newest first: by event day), only one publish state, only the events whose
 * banner has no alt text. Each filter narrows the total too.
 */
export interface EventListQuery {
  q?: string;
  sort?: ListSort;
  status?: ContentStatus;
  alt?: AltFilter;
}
const eventListQuery = (): ParamsSpec<EventListQuery> => ({
  schema: v.object({
    q: searchParam(),
    sort: sortParam(),
    status: v.optional(v.picklist(contentStatuses, 'Status must be draft, scheduled or published.')),
    alt: v.optional(v.picklist(altFilters, messages.altFilterInvalid)),
  }),
  status: 400,
});

export const eventList = spec('eventList', { params: page(), query: eventListQuery(), response: reply<Page<EventItem>>() });
