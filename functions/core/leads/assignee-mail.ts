/**
 * The mail to the person an enquiry was assigned to: who it is from, what
 * they asked, and a link to it in the admin. Sent by the mail worker from the
 * queue (retried like enquiry mail); an enquiry reassigned or deleted before
 * the mail goes out is not mailed about.
 */
import * as repository from '../db/repository';
import { logger } from '../logger';
import type { AssignedMailJob } from '../mail/jobs';
import { sendLinkMail } from '../mail/transactional';
import { kindOf, leadAdminPath, leadSummary } from './lead-events';
import { enquirerName, type Lead } from './rules';

export type AssigneeMailOutcome = 'done' | 'retry';

export async function deliverAssigneeMail(job: AssignedMailJob): Promise<AssigneeMailOutcome> {
  const lead = await repository.getById<Lead>(job.enquiryType, job.id);
  if (!lead || lead.assignee !== job.assignee) return 'done';
  const kind = kindOf(job.enquiryType);
  const summary = leadSummary(kind, lead);
  const line = (label: string, value: unknown) => (typeof value === 'string' && value ? [`${label}: ${value}`] : []);
  try {
    await sendLinkMail({
      to: job.assignee,
      subject: `Enquiry assigned to you: ${enquirerName(lead)}`,
      intro: [
        `An enquiry from ${enquirerName(lead)} was assigned to you.`,
        [...line('E-mail', summary.email), ...line('Contact number', summary.phone), ...line('Message', summary.message)].join('\n'),
      ].filter((paragraph) => paragraph !== ''),
      path: leadAdminPath(kind, lead._id),
      linkText: 'Open the enquiry',
    });
    return 'done';
  } catch (error) {
    logger.error('assignee-mail-failed', { id: job.id, error });
    return 'retry';
  }
}
