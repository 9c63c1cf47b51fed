import type { CareerPost } from '../entities';
import { reply, spec } from '../route-spec';
import { create } from './content-params';
import { careerSchema } from '../schemas/content';

export const createCareerPost = spec('createCareerPost', { body: create(careerSchema, 'career'), response: reply<CareerPost>() });
