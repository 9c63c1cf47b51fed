/**
 * The lookup before an erasure: counts what eraseAddress (./erasure) would
 * delete for one address now, from the same reads, and writes nothing. The
 * subscription counts whether confirmed or pending, as erasure removes both.
 */
import type { ErasureReport } from '../../contract/leads';
import * as repository from '../db/repository';
import { applicationsFrom, enquiryIdsFrom, normaliseAddress } from './address-records';

export async function lookupAddress(email: string): Promise<ErasureReport> {
  const address = normaliseAddress(email);
  const [contact, hire, subscriber, applications] = await Promise.all([
    enquiryIdsFrom('CONTACT', address),
    enquiryIdsFrom('HIRE', address),
    repository.getById('SUBSCRIBER', address),
    applicationsFrom(address),
  ]);
  return { contact: contact.length, hire: hire.length, subscriber: subscriber ? 1 : 0, application: applications.length };
}
