import * as v from 'valibot';
import type { ExportFile } from '../exports';
import { type ParamsSpec, reply, spec } from '../route-spec';
import { exportDay, type ExportDay } from './export-params';

const dayOnly = (): ParamsSpec<ExportDay> => ({ schema: v.object({ day: exportDay() }), status: 400 });

/** Every confirmed subscriber, newest first, as one CSV file behind a short-lived link; more than maxExportRows is 400. */
export const exportSubscribers = spec('exportSubscribers', { query: dayOnly(), response: reply<ExportFile>() });
