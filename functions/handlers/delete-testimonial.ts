import { messages } from '../contract/messages';
import { deleteTestimonial } from '../contract/specs/delete-testimonial';
import { deleted } from '../core/content/content-audit';
import { collections, deleteItem } from '../core/content/content';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(deleteTestimonial, async ({ params }) => {
  const removed = await deleteItem(collections.testimonial, params.id);
  return { body: { ack: 1, message: messages.deleted.testimonial }, audit: deleted(collections.testimonial, removed) };
});
