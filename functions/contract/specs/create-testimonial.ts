import type { Testimonial } from '../entities';
import { reply, spec } from '../route-spec';
import { create } from './content-params';
import { testimonialSchema } from '../schemas/content';

export const createTestimonial = spec('createTestimonial', {
  body: create(testimonialSchema, 'testimonial'),
  response: reply<Testimonial>(),
});
