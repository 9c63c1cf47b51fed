/**
 * Each collection's form schema, for the writes alone (validation, the
 * publish check, version snapshots): kept out of the collection descriptions
 * so the public reads, which carry those, bundle no schema.
 */
import {
  careerSchema,
  caseStudySchema,
  eventSchema,
  newsSchema,
  pressSchema,
  serviceSchema,
  testimonialSchema,
  type Schema,
} from '../../contract/validation';
import type { CollectionKind } from './collections';

const schemas: Record<CollectionKind, Schema> = {
  career: careerSchema,
  news: newsSchema,
  press: pressSchema,
  event: eventSchema,
  testimonial: testimonialSchema,
  caseStudy: caseStudySchema,
  service: serviceSchema,
};

export const schemaOf = ({ kind }: { kind: CollectionKind }): Schema => schemas[kind];
