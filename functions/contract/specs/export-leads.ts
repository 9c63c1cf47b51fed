import * as v from 'valibot';
import type { ExportFile } from '../exports';
import { leadStatuses, type LeadStatus } from '../leads';
import { type ParamsSpec, reply, spec } from '../route-spec';
import { exportDay, type ExportDay } from './export-params';
import { leadList } from './lead-params';

/** `?day=&status=&q=`: the list as the screen filters it (listLeads' status and search), named by the admin's day. */
export interface LeadExportQuery extends ExportDay {
  status?: LeadStatus;
  q?: string;
}
const leadExportQuery = (): ParamsSpec<LeadExportQuery> => ({
  schema: v.object({
    day: exportDay(),
    status: v.optional(v.picklist(leadStatuses, 'Status must be New, In progress, Replied, Closed or Spam.')),
    q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Search must be at most 100 characters.'))),
  }),
  status: 400,
});

/** Every enquiry of the list under the filter, newest first, as one CSV file behind a short-lived link; more than maxExportRows is 400. */
export const exportLeads = spec('exportLeads', { params: leadList(), query: leadExportQuery(), response: reply<ExportFile>() });
