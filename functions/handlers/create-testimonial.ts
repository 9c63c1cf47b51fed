import type { Testimonial } from '../contract/entities';
import { messages } from '../contract/messages';
import { createTestimonial } from '../contract/specs/create-testimonial';
import { created } from '../core/content/content-audit';
import { collections, createItem } from '../core/content/content';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(createTestimonial, async ({ body, admin }) => {
  const item: Testimonial = await createItem(collections.testimonial, body, admin);
  return {
    status: 201,
    body: { ack: true, message: messages.created.testimonial, data: item },
    audit: created(collections.testimonial, item),
  };
});
