import type { Service } from '../entities';
import { reply, spec } from '../route-spec';
import { itemId, update } from './content-params';
import { serviceSchema } from '../schemas/service';

export const updateService = spec('updateService', {
  params: itemId('service'),
  body: update(serviceSchema, 'service'),
  response: reply<Service>(),
});
