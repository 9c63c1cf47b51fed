import type { Service } from '../entities';
import { reply, spec } from '../route-spec';
import { create } from './content-params';
import { serviceSchema } from '../schemas/service';

export const createService = spec('createService', {
  body: create(serviceSchema, 'service'),
  response: reply<Service>(),
});
