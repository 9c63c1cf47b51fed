import * as v from 'valibot';
import type { ExportFile } from '../exports';
import { type ListSort, searchParam, sortParam } from '../list-query';
import { type ParamsSpec, reply, spec } from '../route-spec';
import { exportDay, type ExportDay } from './export-params';

/** `?day=&q=&sort=`: the list as the screen searches and sorts it (subscriberList's parameters), named by the admin's day. */
export interface SubscriberExportQuery extends ExportDay {
  q?: string;
  sort?: ListSort;
}
const subscriberExportQuery = (): ParamsSpec<SubscriberExportQuery> => ({
  schema: v.object({ day: exportDay(), q: searchParam(), sort: sortParam() }),
  status: 400,
});

/** Every confirmed subscriber matching the search, in the screen's order, as one CSV file behind a short-lived link; more than maxExportRows is 400. */
export const exportSubscribers = spec('exportSubscribers', { query: subscriberExportQuery(), response: reply<ExportFile>() });
