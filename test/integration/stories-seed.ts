/** The success-stories page's one document, as every real stack has it (the seed creates it): the publisher renders /success-stories and its tech pages from it. */
import { collections } from '../../functions/core/content/collections';
import { createItem } from '../../functions/core/content/content';
import { seedSuccessStories } from '../../infra/local/seed/success-stories';

export const seedSuccessStoriesPage = () => createItem(collections.successStories, structuredClone(seedSuccessStories));
