/** The About page's one document, as every real stack has it (the seed creates it): the publisher renders /about from it. */
import { collections } from '../../functions/core/content/collections';
import { createItem } from '../../functions/core/content/content';
import { seedAbout } from '../../infra/local/seed/about';

export const seedAboutPage = () => createItem(collections.about, structuredClone(seedAbout));
