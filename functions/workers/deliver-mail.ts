/**
 * The mail worker: for each queued enquiry, send its notification and record
 * the mail status; for each assignment, mail the assignee. Answers batchItemFailures, so only the messages that failed
 * are delivered again (with the queue's backoff; after the last delivery they
 * go to the dead-letter queue, which alarms).
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { deliverAssigneeMail } from '../core/leads/assignee-mail';
import { deliverEnquiryMail } from '../core/leads/mail-delivery';
import { logger } from '../core/logger';
import { parseMailJob } from '../core/mail/jobs';

export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const job = parseMailJob(record.body);
    if (!job) {
      logger.error('mail-job-unreadable', { messageId: record.messageId });
      continue;
    }
    const receiveCount = Number(record.attributes?.ApproximateReceiveCount ?? 1);
    try {
      const outcome = job.type === 'ASSIGNED' ? await deliverAssigneeMail(job) : await deliverEnquiryMail(job, receiveCount);
      if (outcome === 'retry') failures.push({ itemIdentifier: record.messageId });
    } catch (error) {
      logger.error('mail-job-error', { ...job, error });
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
}
