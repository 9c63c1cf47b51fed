/**
 * How one day's lead-source counters are named in their item, and how a
 * period's items add up to the "Leads by source" totals. Each value counted
 * in a dimension is an attribute of its own (`c#<dimension>#<value>`, a
 * number), so an enquiry adds one with a top-level ADD; the day's distinct
 * values of a dimension are kept in a string set (`v#<dimension>`) to cap them.
 */
import { type LeadSources, otherValues, type SourceCount, type SourceDimension, sourceDimensions } from '../../contract/attribution';

/** Distinct values a dimension keeps per day and list; further ones count as "(other)", so an item stays small. */
export const maxValuesPerDay = 50;
/** Values a dimension answers with, most first; the rest are added into "(other)". */
export const maxValuesShown = 50;
/** Counters expire a while after the longest period the view offers. */
export const counterDays = 100;

export const countAttribute = (dimension: SourceDimension, value: string) => `c#${dimension}#${value}`;
export const seenAttribute = (dimension: SourceDimension) => `v#${dimension}`;
export const totalAttribute = 'total';

/** A day (UTC) as its counters' sort key. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** Seconds since the epoch when a day's counters may go. */
export const expiryOf = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + counterDays * 86400;

type Item = Record<string, unknown>;

function ranked(counts: Map<string, number>): SourceCount[] {
  const sorted = [...counts].map(([value, count]) => ({ value, count }));
  sorted.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  if (sorted.length <= maxValuesShown) return sorted;
  const shown = sorted.filter((entry) => entry.value !== otherValues).slice(0, maxValuesShown - 1);
  const rest = sorted.filter((entry) => !shown.includes(entry)).reduce((sum, entry) => sum + entry.count, 0);
  return [...shown, { value: otherValues, count: rest }];
}

const countOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** A period's totals from its day items (both lists): per dimension, each value's enquiries, most first. */
export function addUpDays(
  contactDays: readonly Item[],
  hireDays: readonly Item[],
): Pick<LeadSources, 'total' | 'contact' | 'hire' | 'dimensions'> {
  const counts = new Map(sourceDimensions.map((dimension) => [dimension, new Map<string, number>()]));
  for (const item of [...contactDays, ...hireDays])
    for (const [name, value] of Object.entries(item)) {
      const [marker, dimension, ...rest] = name.split('#');
      const values = marker === 'c' ? counts.get(dimension as SourceDimension) : undefined;
      if (!values || rest.length === 0) continue;
      const key = rest.join('#');
      values.set(key, (values.get(key) ?? 0) + countOf(value));
    }
  const sum = (days: readonly Item[]) => days.reduce((total, item) => total + countOf(item[totalAttribute]), 0);
  const contact = sum(contactDays);
  const hire = sum(hireDays);
  const dimensions = Object.fromEntries(sourceDimensions.map((dimension) => [dimension, ranked(counts.get(dimension) ?? new Map())]));
  return { total: contact + hire, contact, hire, dimensions: dimensions as LeadSources['dimensions'] };
}
