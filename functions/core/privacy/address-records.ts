/**
 * The records one e-mail address has, as erasure and its lookup both find
 * them: enquiries by Querying their two list partitions (never a Scan) and
 * comparing the address case-insensitively; the subscription by its key.
 */
import type { ContactEnquiry, HireEnquiry } from '../../contract/entities';
import * as repository from '../db/repository';

import type { CvKind } from '../../contract/applications';

export type EnquiryKind = 'CONTACT' | 'HIRE';
type Enquiry = Pick<ContactEnquiry | HireEnquiry, '_id' | 'emailAddress'>;

/** The address as records are matched and subscriptions keyed: trimmed, lower case. */
export const normaliseAddress = (email: string): string => email.trim().toLowerCase();

/** The ids of the enquiries of one kind sent from the (normalised) address. */
export async function enquiryIdsFrom(kind: EnquiryKind, address: string): Promise<string[]> {
  return (await repository.listAll<Enquiry>(kind))
    .filter((enquiry) => typeof enquiry.emailAddress === 'string' && normaliseAddress(enquiry.emailAddress) === address)
    .map((enquiry) => enquiry._id);
}

/** The career applications sent from the (normalised) address, with their CV's kind (its key). */
export async function applicationsFrom(address: string): Promise<Array<{ _id: string; cvKind: CvKind }>> {
  return (await repository.listAll<{ _id: string; email?: string; cvKind: CvKind }>('APPLICATION'))
    .filter((application) => typeof application.email === 'string' && normaliseAddress(application.email) === address)
    .map(({ _id, cvKind }) => ({ _id, cvKind }));
}
