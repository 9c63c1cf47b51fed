import { reply, spec } from '../route-spec';
import { leadItem, type Lead } from './lead-params';
import { leadUpdateSchema } from '../schemas/lead-update';

export const updateLead = spec('updateLead', {
  params: leadItem(),
  body: { schema: leadUpdateSchema, mode: 'partial' },
  response: reply<Lead>(),
});
