import type { Testimonial } from '../entities';
import { reply, spec } from '../route-spec';
import { itemId, update } from './content-params';
import { testimonialSchema } from '../schemas/content';

export const updateTestimonial = spec('updateTestimonial', {
  params: itemId('testimonial'),
  body: update(testimonialSchema, 'testimonial'),
  response: reply<Testimonial>(),
});
