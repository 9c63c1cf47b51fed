/** Each content kind's form schema: what the writes check, and what a version's fields read as in the admin. */
import type { ContentKind } from '../entities';
import { careerSchema, caseStudySchema, eventSchema, newsSchema, pressSchema, testimonialSchema } from './content';
import type { Schema } from './fields';
import { serviceSchema } from './service';
import { aboutSchema } from './about';
import { successStoriesSchema } from './success-stories';
import { homeSchema } from './home';

export const contentSchemas: Record<ContentKind, Schema> = {
  career: careerSchema,
  news: newsSchema,
  press: pressSchema,
  event: eventSchema,
  testimonial: testimonialSchema,
  caseStudy: caseStudySchema,
  service: serviceSchema,
  about: aboutSchema,
  successStories: successStoriesSchema,
  home: homeSchema,
};
