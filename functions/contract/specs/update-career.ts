import type { CareerPost } from '../entities';
import { reply, spec } from '../route-spec';
import { itemId, update } from './content-params';
import { careerSchema } from '../schemas/content';

export const updateCareer = spec('updateCareer', {
  params: itemId('career'),
  body: update(careerSchema, 'career'),
  response: reply<CareerPost>(),
});
