/**
 * The mail queue's message: which stored enquiry to announce. Enquiry routes
 * send it (SQS SendMessage to MAIL_QUEUE_URL; locally an in-process queue
 * that speaks the same protocol), functions/workers/deliver-mail.ts reads it.
 */
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { isItemId } from '../../contract/validation';
import { sqs } from '../aws/sqs';
import { config } from '../config';

export interface MailJob {
  /** An enquiry for the business inbox, or a career application for HR. */
  readonly type: 'CONTACT' | 'HIRE' | 'APPLICATION';
  /** The stored item's _id. */
  readonly id: string;
}

/** Tells a team member an enquiry was assigned to them (by someone else). */
export interface AssignedMailJob {
  readonly type: 'ASSIGNED';
  readonly enquiryType: 'CONTACT' | 'HIRE';
  /** The enquiry's _id. */
  readonly id: string;
  /** The assignee's e-mail, as the enquiry stored it. */
  readonly assignee: string;
}

export type QueuedMail = MailJob | AssignedMailJob;

/**
 * Deliveries per message before it goes to the dead-letter queue (the queue's
 * redrive policy). The last one records the mail as failed.
 */
export const mailMaxReceiveCount = 5;

export async function enqueueMail(job: QueuedMail): Promise<void> {
  await sqs().send(new SendMessageCommand({ QueueUrl: config.mailQueueUrl, MessageBody: JSON.stringify(job) }));
}

const isEnquiryType = (type: unknown): type is 'CONTACT' | 'HIRE' => type === 'CONTACT' || type === 'HIRE';

/** A message body as a job, or null for anything else (dropped: no retry can fix it). */
export function parseMailJob(body: string): QueuedMail | null {
  try {
    const job = JSON.parse(body) as Partial<AssignedMailJob> | Partial<MailJob> | null;
    if (job?.type === 'ASSIGNED') {
      const { enquiryType, id, assignee } = job;
      return isEnquiryType(enquiryType) && isItemId(id) && typeof assignee === 'string' && assignee.includes('@')
        ? { type: 'ASSIGNED', enquiryType, id, assignee }
        : null;
    }
    return job && (isEnquiryType(job.type) || job.type === 'APPLICATION') && isItemId(job.id) ? { type: job.type, id: job.id } : null;
  } catch {
    return null;
  }
}
