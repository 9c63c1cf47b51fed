/**
 * Contact messages and hiring enquiries: stored first (mail status "queued"),
 * then a message is put on the mail queue. The visitor's answer never waits
 * on the mail service: ./mail-delivery sends it from the queue, with retries.
 */
import type { ContactEnquiry, HireEnquiry, MailStatus } from '../../contract/entities';
import { countryName, type hireSchema } from '../../contract/hiring';
import type { Values, contactSchema } from '../../contract/validation';
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
  return enquiry;
}

export function submitContact(values: Values<typeof contactSchema>): Promise<ContactEnquiry> {
  return storeThenQueue('CONTACT', { ...values, _id: crypto.randomUUID(), added_date: new Date().toISOString() } satisfies ContactEnquiry);
}

export function submitHire(values: Values<typeof hireSchema>): Promise<HireEnquiry> {
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
  if (type === 'APPLICATION') {
    return {
      subject: `New application for ${text('careerTitle')} from ${text('name')}`,
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
  return repository.listPage<T>([type], page, limit);
}
