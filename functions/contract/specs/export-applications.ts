import * as v from 'valibot';
import { applicationMessages, applicationStages, type ApplicationStage } from '../applications';
import type { ExportFile } from '../exports';
import { searchParam } from '../list-query';
import { type ParamsSpec, reply, spec } from '../route-spec';
import { exportDay, type ExportDay } from './export-params';

/** `?day=&stage=&q=`: the applications as HR's screen filters them (listApplications' parameters), named by the admin's day. */
export interface ApplicationExportQuery extends ExportDay {
  stage?: ApplicationStage;
  q?: string;
}
const applicationExportQuery = (): ParamsSpec<ApplicationExportQuery> => ({
  schema: v.object({
    day: exportDay(),
    stage: v.optional(v.picklist(applicationStages, applicationMessages.stage)),
    q: searchParam(),
  }),
  status: 400,
});

/** Every kept application matching the filter, newest first, as one CSV file behind a short-lived link; more than maxExportRows is 400. */
export const exportApplications = spec('exportApplications', { query: applicationExportQuery(), response: reply<ExportFile>() });
