import type { Testimonial } from '../contract/entities';
import { getAllTestimonials } from '../contract/specs/get-all-testimonials';
import { collections, listSummaries } from '../core/content/collections';
import { listAnswer } from '../core/http/list-answer';
import { defineHandler } from '../core/http/public';

/** The home page's carousel: published testimonials only (their own list partition), lowest order first. */
export const handler = defineHandler(getAllTestimonials, async () =>
  listAnswer(await listSummaries<Testimonial, Testimonial>(collections.testimonial)),
);
