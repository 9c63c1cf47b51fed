import * as v from 'valibot';
import { type LeadSourceDays, type LeadSources, leadSourceDays } from '../attribution';
import { type ParamsSpec, reply, spec } from '../route-spec';

export const leadSourcesMessages = { days: 'Days must be 30 or 90.' } as const;

/** `?days=30|90` (30 when left out). */
const leadSourcesQuery = (): ParamsSpec<{ days: LeadSourceDays }> => ({
  schema: v.object({
    days: v.optional(
      v.pipe(
        v.string(leadSourcesMessages.days),
        v.picklist(
          leadSourceDays.map((days) => String(days)),
          leadSourcesMessages.days,
        ),
        v.transform((days) => Number(days) as LeadSourceDays),
      ),
      '30',
    ),
  }),
  status: 400,
});

export const leadSources = spec('leadSources', { query: leadSourcesQuery(), response: reply<LeadSources>() });
