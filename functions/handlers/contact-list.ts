import { pageSize, type ContactEnquiry } from '../contract/entities';
import { contactList } from '../contract/specs/contact-list';
import { pageOfEnquiries } from '../core/leads/enquiries';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(contactList, async ({ params }) => {
  const { list, count } = await pageOfEnquiries<ContactEnquiry>('CONTACT', params.page, pageSize);
  return { body: { ack: 1, data: { list, count, limit: pageSize } } };
});
