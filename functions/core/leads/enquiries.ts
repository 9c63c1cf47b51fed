/**
 * Contact messages and hiring enquiries: stored first (mail status "queued"),
 * then a message is put on the mail queue. The visitor's answer never waits
 * on the mail service: ./mail-delivery sends it from the queue, with retries.
 */
import type { Attribution } from '../../contract/attribution';
import type { ContactEnquiry, HireEnquiry, MailStatus } from '../../contract/entities';
import { countryName, type hireSchema } from '../../contract/hiring';
import type { Values, contactSchema } from '../../contract/validation';
import { countLeadSource } from '../attribution/count';
import * as repository from '../db/repository';
import { logger } from '../logger';
import { enqueueMail, type MailJob } from '../mail/jobs';
import type { Notification } from '../mail/notification';

async function storeThenQueue<T extends { _id: string; added_date: string }>(type: MailJob['type'], enquiry: T): Promise<T> {
  await repository.putNew(type, enquiry._id, enquiry.added_date, {
    ...enquiry,
    mailStatus: 'queued' satisfies MailStatus,
    mailAttempts: 0,
  });
  try {
    await enqueueMail({ type, id: enquiry._id });
  } catch (error) {
    // Stored all the same: the enquiry is in the admin list, marked "queued", and the error is logged for the operator.
    logger.error('enquiry-mail-not-queued', { type, id: enquiry._id, error });
  }
  // Counted once stored, into its day's lead-source counters ("Leads by source").
  await countLeadSource(type, (enquiry as { attribution?: Attribution }).attribution, new Date(enquiry.added_date));
  return enquiry;
}

/** The visit the enquiry came from travels with the form's fields and is stored on the enquiry. */
type WithAttribution<T> = T & { attribution?: Attribution };

export function submitContact(values: WithAttribution<Values<typeof contactSchema>>): Promise<ContactEnquiry> {
  return storeThenQueue('CONTACT', { ...values, _id: crypto.randomUUID(), added_date: new Date().toISOString() } satisfies ContactEnquiry);
}

export function submitHire(values: WithAttribution<Values<typeof hireSchema>>): Promise<HireEnquiry> {
  const enquiry: HireEnquiry = {
    ...values,
    hiringchecked: values.hiringchecked as HireEnquiry['hiringchecked'],
    countryCode: values.country.toUpperCase(),
    country: countryName(values.country) ?? values.country,
    _id: crypto.randomUUID(),
    added_date: new Date().toISOString(),
  };
  return storeThenQueue('HIRE', enquiry);
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
  return repository.listPage<T>([type], page, limit);
}
