/**
 * Erasure: every record the site holds for one e-mail address, in
 * one action. That is each contact message and hiring enquiry sent from it
 * (their notes, lead fields and mail-delivery state live on the same item)
 * and its newsletter subscription, confirmed or pending. Enquiries are found
 * by Querying their two list partitions (never a Scan) and comparing the
 * address case-insensitively. Mail jobs name an enquiry by id only, so
 * nothing else holds the address. Running it again finds nothing: idempotent.
 */
import type { ContactEnquiry, HireEnquiry } from '../../contract/entities';
import type { ErasureReport } from '../../contract/leads';
import * as repository from '../db/repository';
import { removeSubscriber } from '../newsletter/subscribers';

type Enquiry = Pick<ContactEnquiry | HireEnquiry, '_id' | 'emailAddress'>;

async function eraseEnquiries(type: 'CONTACT' | 'HIRE', address: string): Promise<number> {
  const matches = (await repository.listAll<Enquiry>(type)).filter(
    (enquiry) => typeof enquiry.emailAddress === 'string' && enquiry.emailAddress.trim().toLowerCase() === address,
  );
  let erased = 0;
  for (const enquiry of matches) if (await repository.deleteById(type, enquiry._id)) erased++;
  return erased;
}

export async function eraseAddress(email: string): Promise<ErasureReport> {
  const address = email.trim().toLowerCase();
  const [contact, hire, subscribed] = await Promise.all([
    eraseEnquiries('CONTACT', address),
    eraseEnquiries('HIRE', address),
    removeSubscriber(address),
  ]);
  return { contact, hire, subscriber: subscribed ? 1 : 0 };
}

/** "2 enquiries, 1 subscription": the audit entry's detail (counts only, never the address). */
export function erasureSummary({ contact, hire, subscriber }: ErasureReport): string {
  const enquiries = contact + hire;
  return `${enquiries} ${enquiries === 1 ? 'enquiry' : 'enquiries'}, ${subscriber} ${subscriber === 1 ? 'subscription' : 'subscriptions'}`;
}
