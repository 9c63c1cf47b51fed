/**
 * Redirects: an old URL of the site answers 301 to where its page lives now.
 * Automatic ones follow a slug change; manual ones (Owners) bring an old
 * site's paths home. Both are site paths only, so nothing redirects away.
 */

export type RedirectKind = 'automatic' | 'manual';

export interface Redirect {
  from: string;
  to: string;
  kind: RedirectKind;
  /** When it was recorded, and by whom (an admin's e-mail). */
  at: string;
  by: string;
}

/** The longest path a redirect may name: within CloudFront's key and value limits with room to spare. */
export const maxRedirectPathLength = 400;

/**
 * The site's own sections: a manual redirect may not start in one of them,
 * so it can never hide a page of the site (its pages, lists, the admin, the
 * API, assets and images). Automatic redirects are made under /news,
 * /press-release and /case-studies by the slug change itself.
 */
export const siteSections = [
  'about',
  'admin',
  'api',
  'assets',
  'career',
  'case-studies',
  'contact',
  'events',
  'hiring',
  'media',
  'news',
  'newsletter',
  'press-release',
  'privacy-policy',
  'studio',
  'success-stories',
  '404',
  '404.html',
  'index.html',
  'robots.txt',
  'sitemap.xml',
  'favicon.svg',
] as const;

/** CloudFront KeyValueStore limits (per key, per value, per store), checked before a write. */
export const edgeStoreLimits = { keyBytes: 512, valueBytes: 1024, storeBytes: 5 * 1024 * 1024 } as const;

export const redirectMessages = {
  sitePath: `Must be a path of this site: it starts with a single "/", has no address of another site, no "?" or "#", and is at most ${maxRedirectPathLength} characters.`,
  fromRequired: 'Old path is required.',
  toRequired: 'New path is required.',
  sameAsFrom: 'The new path must differ from the old path: a redirect to itself would loop.',
  loop: 'That redirect would loop: the new path already leads back to the old path.',
  chain: 'The new path is itself redirected: point to where it leads now, so visitors get there in one step.',
  fromIsTarget: 'Other redirects lead to that old path: it is a live address, so it cannot be redirected.',
  livePage: 'That old path is a page of this site: only addresses outside the site’s own sections can be redirected.',
  duplicate: 'That old path is already redirected.',
  notFound: 'No such redirect.',
  automaticKept: 'That redirect follows a URL change and is kept for good: change the item’s URL instead.',
  created: 'Redirect added.',
  deleted: 'Redirect deleted.',
  edgeFull: 'The edge redirect store is full (5 MB): delete redirects no longer needed first.',
} as const;

/** The URL field's messages, apart: every content function checks the field, and carries only these. */
export const slugMessages = {
  taken: 'That URL is taken by another item: choose another.',
  pattern: 'URL must be lower-case letters, digits and single hyphens (e.g. our-new-office), at most 80 characters.',
} as const;
