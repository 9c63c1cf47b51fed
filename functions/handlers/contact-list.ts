import { pageSize } from '../contract/entities';
import { routes } from '../contract/routes';
import { pageOfEnquiries } from '../core/enquiries';
import { defineHandler, pageNumber } from '../core/http/handler';

export const handler = defineHandler(routes.contactList, async ({ params }) => {
  const { list, count } = await pageOfEnquiries('CONTACT', pageNumber(params.page), pageSize);
  return { body: { ack: 1, data: { list, count, limit: pageSize } } };
});
