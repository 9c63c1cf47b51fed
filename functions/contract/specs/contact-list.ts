import type { ContactEnquiry, Page } from '../entities';
import { page, reply, spec } from '../route-spec';

export const contactList = spec('contactList', { params: page(), response: reply<Page<ContactEnquiry>>() });
