import type { Page, Subscriber } from '../entities';
import { page, reply, spec } from '../route-spec';

export const subscriberList = spec('subscriberList', { params: page(), response: reply<Page<Subscriber>>() });
