/**
 * The mail sweep: queue delivery retries a failed send for minutes (five
 * deliveries), which an outage of the mail service can outlast, and an
 * enquiry whose message never reached the queue stays "queued". Run on a
 * schedule, this puts every such enquiry of the last week back on the queue,
 * so its mail goes out once the service is back. The delivery's own claim
 * (./mail-delivery) still makes sure no mail is sent twice.
 */
import type { MailDelivery } from '../../contract/entities';
import * as repository from '../db/repository';
import { logger } from '../logger';
import { enqueueMail, type MailJob } from '../mail/jobs';

/** How far back the sweep looks: older enquiries have been seen in the admin by then. */
export const resendWindowMs = 7 * 24 * 60 * 60 * 1000;
/** A "queued" enquiry younger than this may simply be on its way. */
export const queuedGraceMs = 5 * 60 * 1000;
/** Past this many tries the mail is left failed (a setting that is wrong, not an outage); the dead-letter alarm has fired. */
export const maxMailAttempts = 50;

type Enquiry = MailDelivery & { _id: string; added_date: string };

export function needsResend(enquiry: Enquiry, now: Date): boolean {
  if ((enquiry.mailAttempts ?? 0) >= maxMailAttempts) return false;
  if (enquiry.mailStatus === 'failed') return true;
  return enquiry.mailStatus === 'queued' && now.getTime() - Date.parse(enquiry.added_date) > queuedGraceMs;
}

/** Queues the mail of every recent enquiry that needs it again; answers what was queued. */
export async function resendUnsentMail(now = new Date()): Promise<MailJob[]> {
  const since = new Date(now.getTime() - resendWindowMs).toISOString();
  const queued: MailJob[] = [];
  for (const type of ['CONTACT', 'HIRE'] as const) {
    const recent = await repository.listAll<Enquiry>(type, { from: since });
    for (const enquiry of recent.filter((item) => needsResend(item, now))) {
      const job: MailJob = { type, id: enquiry._id };
      await repository.updateById(type, enquiry._id, { mailStatus: 'queued' });
      await enqueueMail(job);
      queued.push(job);
    }
  }
  if (queued.length > 0) logger.info('enquiry-mail-requeued', { count: queued.length, jobs: queued });
  return queued;
}
