/** The home page's one document, as every real stack has it (the seed creates it): the publisher renders / from it. */
import { collections } from '../../functions/core/content/collections';
import { createItem } from '../../functions/core/content/content';
import { seedHome } from '../../infra/local/seed/home';

export const seedHomePage = () => createItem(collections.home, structuredClone(seedHome));
