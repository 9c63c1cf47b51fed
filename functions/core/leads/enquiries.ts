/**
 * Contact messages and hiring enquiries: stored first (mail status "queued"),
 * then a message is put on the mail queue. The visitor's answer never waits
 * on the mail service: ./mail-delivery sends it from the queue, with retries.
 * One the spam screen flagged (core/spam) is stored as Spam with its reasons
 * and no mail: nothing is lost, and "Not spam" (./changes) sends it later.
 */
import type { Attribution } from '../../contract/attribution';
import type { ContactEnquiry, HireEnquiry, MailStatus } from '../../contract/entities';
import type { SpamSignal } from '../../contract/spam';
import { countryName, type hireSchema } from '../../contract/hiring';
import type { Values, contactSchema } from '../../contract/validation';
import { countLeadSource } from '../attribution/count';
import { config } from '../config';
import { logger } from '../logger';
import { enqueueMail, type MailJob } from '../mail/jobs';
import type { Notification } from '../mail/notification';
import { announceNewLead } from './lead-events';
import { pageOfSpecList } from './lead-pages';
import { storeLead } from './lead-writes';
import type { Lead } from './rules';
import type { EnquiryType } from './store';

/** Stores the enquiry as a lead, then queues its mail and announces it; one the spam screen flagged is stored as Spam with its reasons, and nothing more. */
async function storeThenQueue<T extends { _id: string; added_date: string }>(
  type: EnquiryType,
  enquiry: T,
  spamReasons: readonly SpamSignal[],
): Promise<T> {
  if (spamReasons.length > 0) {
    await storeLead(type, { ...enquiry, spamReasons: [...spamReasons] }, 'spam');
    return enquiry;
  }
  await storeLead(type, { ...enquiry, mailStatus: 'queued' satisfies MailStatus, mailAttempts: 0 }, 'new');
  await queueEnquiryMail(type, enquiry._id);
  // The one place a new lead is announced: spam is stored above and never announced.
  await announceNewLead(type, enquiry as unknown as Lead);
  // Counted once stored, into its day's lead-source counters ("Leads by source"); spam is not a lead.
  await countLeadSource(type, (enquiry as { attribution?: Attribution }).attribution, new Date(enquiry.added_date));
  return enquiry;
}

/** Puts a stored enquiry's mail on the queue; a failure leaves it "queued" for the resend sweep (./mail-resend). */
export async function queueEnquiryMail(type: MailJob['type'], id: string): Promise<void> {
  try {
    await enqueueMail({ type, id });
  } catch (error) {
    // Stored all the same: the enquiry is in the admin list, marked "queued", and the error is logged for the operator.
    logger.error('enquiry-mail-not-queued', { type, id, error });
  }
}

/** The visit the enquiry came from travels with the form's fields and is stored on the enquiry. */
type WithAttribution<T> = T & { attribution?: Attribution };

export function submitContact(
  values: WithAttribution<Values<typeof contactSchema>>,
  spamReasons: readonly SpamSignal[] = [],
): Promise<ContactEnquiry> {
  const enquiry = { ...values, _id: crypto.randomUUID(), added_date: new Date().toISOString() } satisfies ContactEnquiry;
  return storeThenQueue('CONTACT', enquiry, spamReasons);
}

export function submitHire(
  values: WithAttribution<Values<typeof hireSchema>>,
  spamReasons: readonly SpamSignal[] = [],
): Promise<HireEnquiry> {
  const enquiry: HireEnquiry = {
    ...values,
    hiringchecked: values.hiringchecked as HireEnquiry['hiringchecked'],
    countryCode: values.country.toUpperCase(),
    country: countryName(values.country) ?? values.country,
    _id: crypto.randomUUID(),
    added_date: new Date().toISOString(),
  };
  return storeThenQueue('HIRE', enquiry, spamReasons);
}

/** The business inbox's mail for a stored enquiry. */
export function notificationFor(type: MailJob['type'], stored: Record<string, unknown>): Notification {
  const text = (name: string) => (typeof stored[name] === 'string' ? (stored[name] as string) : '');
  if (type === 'CONTACT') {
    return {
      subject: `New contact message from ${text('name')}`,
      replyTo: text('emailAddress') || undefined,
      fields: [
        ['Name', text('name')],
        ['E-mail', text('emailAddress')],
        ['Contact number', text('contactNo')],
        ['Message', text('message')],
      ],
    };
  }
  if (type === 'APPLICATION') {
    return {
      subject: `New application for ${text('careerTitle')} from ${text('name')}`,
      // HR's own inbox: applications never land in the sales enquiries mailbox.
      to: config.applicationsMailTo,
      replyTo: text('email') || undefined,
      fields: [
        ['Job', text('careerTitle')],
        ['Name', text('name')],
        ['E-mail', text('email')],
        ['Phone', text('phone')],
        ['LinkedIn or portfolio', text('url')],
        ['Cover note', text('coverNote')],
        ['CV', 'On the Applications screen (sign in to download).'],
      ],
    };
  }
  const skills = Array.isArray(stored.servicechecked) ? stored.servicechecked.join(', ') : '';
  return {
    subject: `New hiring enquiry from ${text('fullName')}`,
    replyTo: text('emailAddress') || undefined,
    fields: [
      ['Name', text('fullName')],
      ['E-mail', text('emailAddress')],
      ['Contact number', text('contactNo')],
      ['Country', text('country')],
      ['Hiring type', text('hiringchecked')],
      ['Skills', skills],
      ['Note', text('note')],
    ],
  };
}

export function pageOfEnquiries<T>(type: 'CONTACT' | 'HIRE', page: number, limit: number) {
  return pageOfSpecList<T>(type, page, limit);
}
