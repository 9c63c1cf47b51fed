/**
 * Careers' closing dates and employment types: the schema.org values Google
 * for Jobs reads, the labels editors pick from, and when a job counts as
 * closed. A closing date is a calendar day in the company's time zone: the
 * job stays open to the end of that day there, wherever the reader is.
 */

/** schema.org employmentType values, with the admin form's labels. */
export const employmentTypes = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACTOR: 'Contract',
  TEMPORARY: 'Temporary',
  INTERN: 'Internship',
} as const;
export type EmploymentType = keyof typeof employmentTypes;
export const employmentTypeValues = Object.keys(employmentTypes) as EmploymentType[];

/** The head office's zone (Kolkata): where a closing day begins and ends. */
export const companyTimeZone = 'Asia/Kolkata';

/** The calendar day (YYYY-MM-DD) it is at `at` in `timeZone`. */
export function calendarDayIn(at: Date, timeZone = companyTimeZone): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** A job is closed once its closing day has ended in the company's zone; one without a closing date stays open. */
export function isClosed(closingDate: unknown, now = new Date()): boolean {
  return typeof closingDate === 'string' && closingDate !== '' && closingDate < calendarDayIn(now);
}

/** Whether a closing date set now would already be over (a create refuses it). */
export const isPastDay = (day: string, now = new Date()) => isClosed(day, now);

/** The zone's offset from UTC on `day`, as ISO 8601 writes it (+05:30, Z). */
function offsetOn(day: string, timeZone: string): string {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(`${day}T12:00:00Z`))
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const offset = name.replace('GMT', '');
  return offset === '' ? 'Z' : offset;
}

/** The last second of a closing day in the company's zone, ISO 8601 with its offset: JobPosting's validThrough. */
export function endOfClosingDay(day: string, timeZone = companyTimeZone): string {
  return `${day}T23:59:59${offsetOn(day, timeZone)}`;
}
