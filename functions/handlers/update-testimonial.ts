import type { Testimonial } from '../contract/entities';
import { messages } from '../contract/messages';
import { updateTestimonial } from '../contract/specs/update-testimonial';
import { updated } from '../core/content/content-audit';
import { collections, updateItem } from '../core/content/content';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(updateTestimonial, async ({ params, body, admin }) => {
  const change = await updateItem<Testimonial>(collections.testimonial, params.id, body, admin);
  return { body: { ack: 1, msg: messages.updated.testimonial, data: change.after }, audit: updated(collections.testimonial, change) };
});
