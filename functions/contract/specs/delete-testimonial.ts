import { spec } from '../route-spec';
import { itemId } from './content-params';

export const deleteTestimonial = spec('deleteTestimonial', { params: itemId('testimonial') });
