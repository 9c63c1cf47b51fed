import * as v from 'valibot';
import type { Page, Subscriber } from '../entities';
import { type ListSort, searchParam, sortParam } from '../list-query';
import { page, type ParamsSpec, reply, spec } from '../route-spec';

/** `?q=&sort=`: search the e-mail address, sort the whole list (A–Z: by e-mail). */
export interface SubscriberListQuery {
  q?: string;
  sort?: ListSort;
}
const subscriberListQuery = (): ParamsSpec<SubscriberListQuery> => ({
  schema: v.object({ q: searchParam(), sort: sortParam() }),
  status: 400,
});

export const subscriberList = spec('subscriberList', { params: page(), query: subscriberListQuery(), response: reply<Page<Subscriber>>() });
