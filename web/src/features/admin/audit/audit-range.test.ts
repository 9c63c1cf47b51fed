import { describe, expect, it } from 'vitest';
import { auditRangeMessages } from '@contract/route-schemas';
import { auditRangeOf, dayBound } from './audit-range';

/** A bound as the admin's clock reads it: local date and time to the millisecond. */
const local = (iso: string) => {
  const at = new Date(iso);
  return [at.getFullYear(), at.getMonth() + 1, at.getDate(), at.getHours(), at.getMinutes(), at.getSeconds(), at.getMilliseconds()];
};

describe('the audit range', () => {
  it("turns the admin's local day into the UTC instants it starts and ends at", () => {
    expect(dayBound('2026-11-26', 'start')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(local(dayBound('2026-11-26', 'start'))).toEqual([2026, 11, 26, 0, 0, 0, 0]);
    expect(local(dayBound('2026-11-26', 'end'))).toEqual([2026, 11, 26, 23, 59, 59, 999]);
    // A day with a clock change in many zones: still from midnight to the last millisecond.
    expect(local(dayBound('2026-03-29', 'end'))).toEqual([2026, 3, 29, 23, 59, 59, 999]);
  });

  it('answers the bounds of a range, one side open or none', () => {
    expect(auditRangeOf({})).toEqual({});
    expect(auditRangeOf({ fromDay: '2026-11-26' })).toEqual({ from: dayBound('2026-11-26', 'start') });
    expect(auditRangeOf({ fromDay: '2026-11-26', toDay: '2026-11-26' })).toEqual({
      from: dayBound('2026-11-26', 'start'),
      to: dayBound('2026-11-26', 'end'),
    });
  });

  it("names what makes no range in the route's own words", () => {
    expect(auditRangeOf({ fromDay: '2026-02-30' })).toEqual({ error: auditRangeMessages.from });
    expect(auditRangeOf({ toDay: 'soon' })).toEqual({ error: auditRangeMessages.to });
    expect(auditRangeOf({ fromDay: '2026-11-27', toDay: '2026-11-26' })).toEqual({ error: auditRangeMessages.order });
  });
});
