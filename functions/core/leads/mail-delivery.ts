/**
 * Sends one queued enquiry mail and records its status on the enquiry. Used by
 * functions/workers/deliver-mail.ts (SQS in the cloud, the in-process queue
 * locally). A delivery first claims the enquiry with a conditional write, so a
 * mail already sent (or being sent) is never sent again when the queue
 * delivers the same message twice.
 */
import * as repository from '../db/repository';
import type { MailStatus } from '../../contract/entities';
import { notificationFor } from './enquiries';
import { logger } from '../logger';
import { sendNotification } from '../mail/notification';
import { mailMaxReceiveCount, type MailJob } from '../mail/jobs';

/** done: nothing more to do for this message; retry: leave it on the queue for redelivery. */
export type DeliveryOutcome = 'done' | 'retry';

/** A claim older than this belongs to a delivery that died mid-send (a Lambda timeout, say). */
const staleClaimMs = 60_000;

const status = (value: MailStatus) => value;

export async function deliverEnquiryMail(job: MailJob, receiveCount: number, now = new Date()): Promise<DeliveryOutcome> {
  const enquiry = await repository.getById<Record<string, unknown>>(job.type, job.id);
  if (!enquiry) {
    logger.error('enquiry-mail-orphan', { ...job });
    return 'done';
  }
  if (enquiry.mailStatus === 'sent') return 'done';
  const attempts = Number(enquiry.mailAttempts ?? 0) + 1;
  const claimed = await repository.updateByIdIf(
    job.type,
    job.id,
    { mailStatus: status('sending'), mailClaimedAt: now.toISOString(), mailAttempts: attempts },
    {
      expression: '#s <> :sent AND (#s <> :sending OR #at < :stale)',
      names: { '#s': 'mailStatus', '#at': 'mailClaimedAt' },
      values: { ':sent': status('sent'), ':sending': status('sending'), ':stale': new Date(now.getTime() - staleClaimMs).toISOString() },
    },
  );
  if (!claimed) {
    // Sent meanwhile (done), or another delivery is sending it right now (look again later).
    const current = await repository.getById<Record<string, unknown>>(job.type, job.id);
    return current?.mailStatus === 'sent' ? 'done' : 'retry';
  }
  try {
    await sendNotification(notificationFor(job.type, enquiry));
  } catch (error) {
    const final = receiveCount >= mailMaxReceiveCount;
    logger.error('enquiry-mail-failed', { ...job, attempts, final, error });
    await repository.updateById(job.type, job.id, {
      mailStatus: status(final ? 'failed' : 'retrying'),
      mailError: String(error).slice(0, 500),
    });
    return 'retry';
  }
  await repository.updateById(job.type, job.id, { mailStatus: status('sent'), mailSentAt: new Date().toISOString(), mailError: null });
  return 'done';
}
