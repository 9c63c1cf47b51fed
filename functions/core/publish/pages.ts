/**
 * Which public URLs exist and where their files go: the list page of each
 * published collection (the home page for its document, testimonials and case studies), one page per news item, press
 * release, event, case study and job (/career/{slug}: it stays, saying the role has closed, once the job
 * leaves the list), and the store file and CDN paths of each URL.
 */
import { publishedTypes } from '../../contract/workers';
import { collections, type Item } from '../content/collections';
import type { PublicRead, PublishedType } from './reads';

interface Published {
  collection: (typeof collections)[keyof typeof collections];
  listPage: string;
  /** The read that lists every item (for the sitemap and publish-all). */
  listRead: PublicRead;
  /** URL prefix of an item's own page, where it has one. */
  itemPrefix?: string;
  /**
   * URL prefix of the static pages shown from the same read as the list page
   * (the success stories' /success-stories/{tech}): the renderer's
   * staticPagePaths name them, and a change re-renders and dates them all.
   */
  pagesUnder?: string;
}

export const published: Record<PublishedType, Published> = {
  NEWS: { collection: collections.news, listPage: '/news', listRead: 'getAllNews', itemPrefix: '/news/' },
  PRESS: { collection: collections.press, listPage: '/press-release', listRead: 'getAllPressRelease', itemPrefix: '/press-release/' },
  EVENT: { collection: collections.event, listPage: '/events', listRead: 'getAllEvents', itemPrefix: '/events/' },
  CAREER: { collection: collections.career, listPage: '/career', listRead: 'getAllCareerPost', itemPrefix: '/career/' },
  // Testimonials have no pages of their own: the home page's carousel lists them.
  TESTIMONIAL: { collection: collections.testimonial, listPage: '/', listRead: 'getAllTestimonials' },
  // Case studies are listed by the home page's teasers, and each has its page.
  CASESTUDY: { collection: collections.caseStudy, listPage: '/', listRead: 'getAllCaseStudies', itemPrefix: '/case-studies/' },
  // Services are listed by the Studio menu of every page (see publisher), and each has its page.
  SERVICE: { collection: collections.service, listPage: '/', listRead: 'getAllServices', itemPrefix: '/studio/' },
  // The About page is one document: its own page, read whole.
  ABOUT: { collection: collections.about, listPage: '/about', listRead: 'getAboutPage' },
  // The success stories' one document: its page and each studio tech's page, /success-stories/{tech}.
  STORIES: {
    collection: collections.successStories,
    listPage: '/success-stories',
    listRead: 'getSuccessStoriesPage',
    pagesUnder: '/success-stories/',
  },
  // The home page's copy is one document too, read whole by /.
  HOME: { collection: collections.home, listPage: '/', listRead: 'getHomePage' },
};

export { publishedTypes };

export const listPages = publishedTypes.map((type) => published[type].listPage);

/** The pages a type's change re-renders beside its items' own: its list page, and the static pages under its `pagesUnder`. */
export function pagesOf(type: PublishedType, staticPagePaths: readonly string[]): string[] {
  const { listPage, pagesUnder } = published[type];
  return [
    listPage,
    ...(pagesUnder ? staticPagePaths.filter((path) => path.startsWith(pagesUnder) && path.length > pagesUnder.length) : []),
  ];
}

/** The list page a static page is dated by in the sitemap: its own path, or the list page of the type that shows it under `pagesUnder`. */
export function listPageOf(path: string): string {
  const owner = publishedTypes.find((type) => {
    const { pagesUnder } = published[type];
    return pagesUnder !== undefined && path.startsWith(pagesUnder) && path.length > pagesUnder.length;
  });
  return owner ? published[owner].listPage : path;
}

/** The item's own page, e.g. /news/{slug}; null for an item without a slug (a job made before jobs had pages). */
export function itemPath(type: PublishedType, item: Item): string | null {
  const { collection, itemPrefix } = published[type];
  const slug = 'slugField' in collection ? item[collection.slugField] : undefined;
  return itemPrefix && typeof slug === 'string' && slug !== '' ? itemPrefix + encodeURIComponent(slug) : null;
}

export function isItemPath(path: string): boolean {
  return publishedTypes.some((type) => {
    const prefix = published[type].itemPrefix;
    return prefix !== undefined && path.startsWith(prefix) && path.length > prefix.length;
  });
}

/** When an item last changed: its update time when it has one, else its creation. */
export function lastModified(type: PublishedType, item: Item): string | undefined {
  const value = item.updatedAt ?? item[published[type].collection.createdField];
  return typeof value === 'string' ? value : undefined;
}

/** The file a URL path is stored as: /news/x -> news/x/index.html (CloudFront and the local server map back). */
export function pageFile(path: string): string {
  if (path === '/') return 'index.html';
  if (path === '/404') return '404.html';
  return `${path.slice(1).replace(/\/$/, '')}/index.html`;
}

/** The CDN paths that may cache a URL path: as visitors ask for it, and as the stored file. */
export function cdnPaths(path: string): string[] {
  if (!path.endsWith('.html') && !path.endsWith('.xml') && !path.endsWith('.txt')) return [path, `/${pageFile(path)}`];
  return [path];
}
