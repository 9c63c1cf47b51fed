/**
 * What the site search indexes and what it calls each page: the main content
 * of these pages is marked for Pagefind in the published HTML (the renderer
 * adds the attributes, so the browser's bundle carries none of this). List
 * pages repeat their items' words and are left out, like the 404 page, the
 * admin shell, the newsletter's link pages and search's own page.
 */
import { matchPath } from 'react-router';

export type SearchKind = 'News' | 'Press release' | 'Event' | 'Career' | 'Service' | 'Case study' | 'Page';

const kinds: Array<[pattern: string, kind: SearchKind]> = [
  ['/', 'Page'],
  ['/about', 'Page'],
  ['/contact', 'Page'],
  ['/privacy-policy', 'Page'],
  ['/hiring', 'Service'],
  ['/studio/:tech', 'Service'],
  ['/case-studies/:dept', 'Case study'],
  ['/success-stories/:tech?', 'Case study'],
  ['/news/:id', 'News'],
  ['/press-release/:id', 'Press release'],
  ['/events/:id', 'Event'],
  // Only open jobs are in the sitemap, which is what the index is built from: a closed job is not found.
  ['/career/:id', 'Career'],
];

export function searchKindOf(path: string): SearchKind | null {
  const pathname = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return kinds.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? null;
}

/** Marks the page's <main> as the part Pagefind indexes, with its kind (Pagefind takes the title from the first heading). */
export function markForSearch(body: string, kind: SearchKind | null): string {
  if (!kind) return body;
  const main = '<main id="main" tabindex="-1"';
  if (!body.includes(main)) throw new Error('The page has no <main id="main">');
  return body.replace(main, () => `${main} data-pagefind-body="" data-pagefind-meta="kind:${kind}"`);
}
