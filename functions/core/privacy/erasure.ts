/**
 * Erasure: every record the site holds for one e-mail address, in
 * one action. That is each contact message and hiring enquiry sent from it
 * (their notes, lead fields and mail-delivery state live on the same item)
 * and its newsletter subscription, confirmed or pending (./address-records
 * finds them). Mail jobs name an enquiry by id only, so nothing else holds
 * the address. Running it again finds nothing: idempotent.
 */
import type { ErasureReport } from '../../contract/leads';
import * as repository from '../db/repository';
import type { IndexedLead } from '../leads/lead-items';
import { forgetLead } from '../leads/lead-writes';
import { removeSubscriber } from '../newsletter/subscribers';
import { type EnquiryKind, enquiryIdsFrom, normaliseAddress } from './address-records';

async function eraseEnquiries(kind: EnquiryKind, address: string): Promise<number> {
  let erased = 0;
  for (const id of await enquiryIdsFrom(kind, address)) {
    const old = await repository.deleteById<IndexedLead>(kind, id);
    if (!old) continue;
    await forgetLead(kind, old);
    erased++;
  }
  return erased;
}

export async function eraseAddress(email: string): Promise<ErasureReport> {
  const address = normaliseAddress(email);
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
