/** The query every export takes: the admin's calendar day, which names the file. */
import * as v from 'valibot';
import { exportMessages } from '../exports';

export interface ExportDay {
  day: string;
}

/** YYYY-MM-DD (valibot's isoDate: month 01-12, day 01-31). */
export const exportDay = () => v.pipe(v.string(exportMessages.badDay), v.isoDate(exportMessages.badDay));
