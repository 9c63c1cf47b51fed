import { pageSize } from '../contract/entities';
import { routes } from '../contract/routes';
import { pageOfEnquiries } from '../core/enquiries';
import { defineHandler, pageNumber } from '../core/http/handler';

export const handler = defineHandler(routes.hiredList, async ({ params }) => {
  const { list, count } = await pageOfEnquiries('HIRE', pageNumber(params.page), pageSize);
  return { body: { ack: 1, data: { list, count, limit: pageSize } } };
});
