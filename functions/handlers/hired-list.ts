import { pageSize, type HireEnquiry } from '../contract/entities';
import { hiredList } from '../contract/specs/hired-list';
import { pageOfEnquiries } from '../core/leads/enquiries';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(hiredList, async ({ params }) => {
  const { list, count } = await pageOfEnquiries<HireEnquiry>('HIRE', params.page, pageSize);
  return { body: { ack: 1, data: { list, count, limit: pageSize } } };
});
