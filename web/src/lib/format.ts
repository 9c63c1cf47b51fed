/** Dates as short month, day, year; news and press also with the time in 12-hour form (spec §9). */
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** A calendar day (YYYY-MM-DD) is shown as that day wherever the visitor is. */
function toDate(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : new Date(value);
}

export function formatDate(value: string): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

export function formatDateTime(value: string): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}
