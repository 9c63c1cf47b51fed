/**
 * Contact messages and hiring enquiries: stored first, then announced by mail.
 * A mail failure is logged and recorded on the enquiry, never lost or shown to
 * the visitor as an error.
 */
import type { ContactEnquiry, HireEnquiry } from '../contract/entities';
import { countryName, type hireSchema } from '../contract/hiring';
import type { Values, contactSchema } from '../contract/validation';
import * as repository from './db/repository';
import type { EntityType } from './db/keys';
import { sendNotification, type Notification } from './mail';

async function storeThenNotify<T extends { _id: string; added_date: string }>(type: EntityType, enquiry: T, mail: Notification): Promise<T> {
  await repository.putNew(type, enquiry._id, enquiry.added_date, enquiry);
  let mailStatus: 'sent' | 'failed' = 'sent';
  try {
    await sendNotification(mail);
  } catch (error) {
    mailStatus = 'failed';
    console.error(JSON.stringify({ event: 'enquiry-mail-failed', type, id: enquiry._id, error: String(error) }));
  }
  await repository.updateById(type, enquiry._id, { mailStatus }).catch(() => undefined);
  return enquiry;
}

export function submitContact(values: Values<typeof contactSchema>): Promise<ContactEnquiry> {
  const enquiry: ContactEnquiry = { ...values, _id: crypto.randomUUID(), added_date: new Date().toISOString() };
  return storeThenNotify('CONTACT', enquiry, {
    subject: `New contact message from ${enquiry.name}`,
    replyTo: enquiry.emailAddress,
    fields: [
      ['Name', enquiry.name],
      ['E-mail', enquiry.emailAddress],
      ['Contact number', enquiry.contactNo],
      ['Message', enquiry.message],
    ],
  });
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
  return storeThenNotify('HIRE', enquiry, {
    subject: `New hiring enquiry from ${enquiry.fullName}`,
    replyTo: enquiry.emailAddress,
    fields: [
      ['Name', enquiry.fullName],
      ['E-mail', enquiry.emailAddress],
      ['Contact number', enquiry.contactNo],
      ['Country', enquiry.country],
      ['Hiring type', enquiry.hiringchecked],
      ['Skills', enquiry.servicechecked.join(', ')],
      ['Note', enquiry.note ?? ''],
    ],
  });
}

export function pageOfEnquiries<T>(type: 'CONTACT' | 'HIRE', page: number, limit: number) {
  return repository.listPage<T>(type, page, limit);
}
