/**
 * Erasure: every record the site holds for one e-mail address, in
 * one action. That is each contact message and hiring enquiry sent from it
 * (their notes, lead fields and mail-delivery state live on the same item)
 * its newsletter subscription, confirmed or pending, and its career
 * applications with their CVs (./address-records finds them). Mail jobs name an enquiry by id only, so nothing else holds
 * the address. Running it again finds nothing: idempotent.
 */
import type { ErasureReport } from '../../contract/leads';
import { deleteCv } from '../applications/cv-storage';
import * as repository from '../db/repository';
import type { IndexedLead } from '../leads/lead-items';
import { forgetLead } from '../leads/lead-writes';
import { removeSubscriber } from '../newsletter/subscribers';
import { applicationsFrom, type EnquiryKind, enquiryIdsFrom, normaliseAddress } from './address-records';

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

/** The CV goes first: an application whose item is gone would leave nothing pointing at a CV still stored. */
async function eraseApplications(address: string): Promise<number> {
  let erased = 0;
  for (const { _id, cvKind } of await applicationsFrom(address)) {
    await deleteCv(_id, cvKind);
    if (await repository.deleteById('APPLICATION', _id)) erased++;
  }
  return erased;
}

export async function eraseAddress(email: string): Promise<ErasureReport> {
  const address = normaliseAddress(email);
  const [contact, hire, subscribed, application] = await Promise.all([
    eraseEnquiries('CONTACT', address),
    eraseEnquiries('HIRE', address),
    removeSubscriber(address),
    eraseApplications(address),
  ]);
  return { contact, hire, subscriber: subscribed ? 1 : 0, application };
}

/** "2 enquiries, 1 subscription": the audit entry's detail (counts only, never the address). */
export function erasureSummary({ contact, hire, subscriber, application }: ErasureReport): string {
  const enquiries = contact + hire;
  const summary = `${enquiries} ${enquiries === 1 ? 'enquiry' : 'enquiries'}, ${subscriber} ${subscriber === 1 ? 'subscription' : 'subscriptions'}`;
  return application ? `${summary}, ${application} ${application === 1 ? 'application' : 'applications'}` : summary;
}
