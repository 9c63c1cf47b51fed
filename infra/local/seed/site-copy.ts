/**
 * The copy the site launched with, for the content kinds its pages cannot do
 * without: the testimonials, the case studies, the sixteen services (the
 * Studio menu), the home page's copy, the About page and the success-stories page. A kind that already has an item, published
 * or not, is left alone, so storing it again never duplicates or overwrites an
 * editor's work. The local seed and `npm run site-copy` (a deployed table) share it.
 */
import { collections, createItem } from '../../../functions/core/content/content';
import { keys, type EntityType } from '../../../functions/core/db/keys';
import { listAll } from '../../../functions/core/db/repository';
import { seedAbout } from './about';
import { seedCaseStudies } from './case-studies';
import { seedHome } from './home';
import { seedServices } from './services';
import { seedSuccessStories } from './success-stories';
import { seedTestimonials } from './testimonials';

const copy = [
  { collection: collections.testimonial, items: seedTestimonials },
  { collection: collections.caseStudy, items: seedCaseStudies },
  { collection: collections.service, items: seedServices },
  { collection: collections.about, items: [seedAbout] },
  { collection: collections.home, items: [seedHome] },
  { collection: collections.successStories, items: [seedSuccessStories] },
] as const;

async function hasItems(type: EntityType): Promise<boolean> {
  const [published, unpublished] = await Promise.all([listAll(type), listAll(keys.unpublished(type))]);
  return published.length > 0 || unpublished.length > 0;
}

/** Stores each kind's launch copy where the kind has no item yet; answers the kinds it stored. */
export async function storeSiteCopy(): Promise<string[]> {
  const stored: string[] = [];
  for (const { collection, items } of copy) {
    if (await hasItems(collection.type)) continue;
    for (const item of items) await createItem(collection as typeof collections.service, structuredClone(item) as Record<string, unknown>);
    stored.push(collection.kind);
  }
  return stored;
}
