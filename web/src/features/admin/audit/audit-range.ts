import * as v from 'valibot';
import { auditQuerySchema } from '@contract/route-schemas';

/** A From / To pair as the admin picks it: local days (YYYY-MM-DD), either may be open. */
export interface AuditDays {
  fromDay?: string;
  toDay?: string;
}

/** The query bounds of a range, or, when the days make no range, the message the route would answer. */
export type AuditRange = { from?: string; to?: string; error?: undefined } | { error: string };

/** "2026-11-26" as a local calendar day, or null when it names none (2026-02-30 included). */
function localDay(day: string): Date | null {
  const [, year, month, date] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) ?? [];
  if (!year) return null;
  const start = new Date(Number(year), Number(month) - 1, Number(date));
  return start.getMonth() === Number(month) - 1 && start.getDate() === Number(date) ? start : null;
}

/**
 * The UTC instant the admin's local day starts at, or (end) its last
 * millisecond: the next local midnight less one, so a day shortened or
 * lengthened by a clock change is still whole. What is not a day goes on as
 * typed, for the route's schema to name it.
 */
export function dayBound(day: string, edge: 'start' | 'end'): string {
  const start = localDay(day);
  if (!start) return day;
  if (edge === 'start') return start.toISOString();
  const next = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1);
  return new Date(next.getTime() - 1).toISOString();
}

/** The range's query bounds, checked by the route's own schema: the screen shows its words and never asks. */
export function auditRangeOf({ fromDay, toDay }: AuditDays): AuditRange {
  const bounds = {
    ...(fromDay ? { from: dayBound(fromDay, 'start') } : {}),
    ...(toDay ? { to: dayBound(toDay, 'end') } : {}),
  };
  const checked = v.safeParse(auditQuerySchema, bounds);
  return checked.success ? bounds : { error: checked.issues[0].message };
}
