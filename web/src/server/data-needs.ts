/**
 * Which pages exist without API data, and which API calls a page is rendered
 * with: the same keys its components ask SWR for (and the header's Studio
 * menu reads on every page).
 */
import { matchPath } from 'react-router';
import type { RouteName } from '@contract/routes';
import { studioTechs } from '../config/navigation';

/** The pages with a path of their own; success-story pages follow from the navigation's list (service pages are content). */
const fixedPagePaths = ['/', '/about', '/contact', '/hiring', '/success-stories', '/privacy-policy'];

export const staticPagePaths: readonly string[] = [...fixedPagePaths, ...studioTechs.map((tech) => `/success-stories/${tech}`)];

export interface DataNeed {
  route: RouteName;
  params?: Record<string, string>;
}

const lists: Record<string, DataNeed[]> = {
  // The home page's copy, its testimonial carousel and case-study teasers.
  '/': [{ route: 'getHomePage' }, { route: 'getAllTestimonials' }, { route: 'getAllCaseStudies' }],
  '/news': [{ route: 'getAllNews' }],
  '/press-release': [{ route: 'getAllPressRelease' }],
  '/events': [{ route: 'getAllEvents' }, { route: 'upcomingEvent' }],
  '/career': [{ route: 'getAllCareerPost' }],
  // The About page's one document.
  '/about': [{ route: 'getAboutPage' }],
  // The success stories' one document (each studio tech's page shows it too, below).
  '/success-stories': [{ route: 'getSuccessStoriesPage' }],
};

/** Pages shown from a list's read, whatever their parameter: a studio tech's success stories show the same document. */
const sharing: Array<{ pattern: string; list: string }> = [{ pattern: '/success-stories/:tech', list: '/success-stories' }];

const details: Array<{ pattern: string; route: RouteName }> = [
  { pattern: '/news/:id', route: 'getNewsDetails' },
  { pattern: '/press-release/:id', route: 'getPressReleaseDetails' },
  { pattern: '/events/:id', route: 'getEvent' },
  { pattern: '/career/:id', route: 'getCareerDetails' },
  { pattern: '/case-studies/:id', route: 'getCaseStudy' },
  { pattern: '/studio/:id', route: 'getService' },
];

/** The header's Studio menu, on every page. */
const menu: DataNeed = { route: 'getAllServices' };

export function dataNeeds(path: string): DataNeed[] {
  return [...pageNeeds(path), { ...menu }];
}

function pageNeeds(path: string): DataNeed[] {
  const pathname = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const list = lists[pathname];
  if (list) return list.map((need) => ({ ...need }));
  const shared = sharing.find(({ pattern }) => matchPath(pattern, pathname));
  if (shared) return pageNeeds(shared.list);
  for (const { pattern, route } of details) {
    const id = matchPath(pattern, pathname)?.params.id;
    if (id) return [{ route, params: { id } }];
  }
  return [];
}
