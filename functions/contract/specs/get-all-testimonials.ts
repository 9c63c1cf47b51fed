import type { Testimonial } from '../entities';
import { reply, spec } from '../route-spec';

/** The home page's carousel: every published testimonial, in the team's order. */
export const getAllTestimonials = spec('getAllTestimonials', { response: reply<Testimonial[]>() });
