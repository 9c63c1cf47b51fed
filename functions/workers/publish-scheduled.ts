/**
 * Scheduled publishing (every minute in the cloud, on a timer locally): puts
 * scheduled items whose publish time has passed live; the page publisher
 * then writes their pages from the table stream.
 */
import { publishDueItems, type ScheduledRun } from '../core/content/scheduler';

export async function handler(): Promise<ScheduledRun> {
  return publishDueItems();
}
