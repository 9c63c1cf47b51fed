import * as v from 'valibot';
import type { ExportFile } from '../exports';
import type { LeadStatus } from '../leads';
import { type ListSort, searchParam, sortParam } from '../list-query';
import { type ParamsSpec, reply, spec } from '../route-spec';
import { exportDay, type ExportDay } from './export-params';
import { leadList, statusParam } from './lead-params';

/** `?day=&status=&q=&sort=`: the list as the screen filters and sorts it (listLeads' parameters), named by the admin's day. */
export interface LeadExportQuery extends ExportDay {
  status?: LeadStatus;
  q?: string;
  sort?: ListSort;
}
const leadExportQuery = (): ParamsSpec<LeadExportQuery> => ({
  schema: v.object({ day: exportDay(), status: statusParam(), q: searchParam(), sort: sortParam() }),
  status: 400,
});

/** Every enquiry of the list under the filter, in the screen's order, as one CSV file behind a short-lived link; more than maxExportRows is 400. */
export const exportLeads = spec('exportLeads', { params: leadList(), query: leadExportQuery(), response: reply<ExportFile>() });
