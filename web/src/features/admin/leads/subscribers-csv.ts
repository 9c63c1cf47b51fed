/** The newsletter subscribers export's columns and file name (the CSV rules are ./csv's, shared with the enquiry exports). */
import type { Subscriber } from '@contract/entities';
import { csvText, datedFileName } from '../shared/csv';

/** The whole file: a header line, one line per subscriber. */
export function subscribersCsv(subscribers: readonly Subscriber[]): string {
  return csvText(
    ['email', 'subscribed_at'],
    subscribers.map((row) => [row.email, row.added_date]),
  );
}

/** subscribers-YYYY-MM-DD.csv, by the admin's own calendar day. */
export const csvFileName = (now?: Date) => datedFileName('subscribers', now);
