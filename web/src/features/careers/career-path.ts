import type { CareerPost } from '@contract/entities';

/** A job's own page, /career/{slug}; null for a job the careers upkeep has not given a slug yet (it has no page). */
export const careerPath = (job: Pick<CareerPost, 'slug'>) => (job.slug ? `/career/${encodeURIComponent(job.slug)}` : null);
