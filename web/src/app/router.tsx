import type { RouteObject } from 'react-router';
import { RootLayout } from '../features/layout/root-layout';

/**
 * The one route table, used by the browser router and the server renderer.
 * Every public page is its own lazy chunk (the entry holds only the shell);
 * `handle.module` names the page's source so the renderer can preload its chunk.
 */
const pageModules = import.meta.glob<Record<string, React.ComponentType>>(['../features/*/*-page.tsx', '!../features/admin/**']);

type Params = Record<string, string | undefined>;

export interface RouteHandle {
  /** Source path under web/, as the build manifest names it. */
  module: string;
  /** The source of the chunk the page loads for these parameters (its copy), preloaded with the page. */
  contentModule?: (params: Params) => string | undefined;
}

function page(file: string, exportName: string, contentModule?: RouteHandle['contentModule']): Pick<RouteObject, 'lazy' | 'handle'> {
  const key = `../features/${file}.tsx`;
  const load = pageModules[key];
  if (!load) throw new Error(`No page module ${key}`);
  const handle: RouteHandle = { module: `src/features/${file}.tsx`, contentModule };
  return {
    handle,
    lazy: async () => {
      const module = (await load()) as Record<string, unknown>;
      return { Component: module[exportName] as React.ComponentType };
    },
  };
}

export const publicRoutes: RouteObject[] = [
  { index: true, ...page('home/home-page', 'HomePage') },
  { path: 'about', ...page('about/about-page', 'AboutPage') },
  { path: 'contact', ...page('contact/contact-page', 'ContactPage') },
  { path: 'studio/:tech', ...page('studio/studio-page', 'StudioPage') },
  { path: 'case-studies/:dept', ...page('case-studies/case-study-page', 'CaseStudyPage') },
  { path: 'hiring', ...page('hiring/hiring-page', 'HiringPage') },
  { path: 'success-stories/:tech?', ...page('success-stories/success-stories-page', 'SuccessStoriesPage') },
  { path: 'privacy-policy', ...page('legal/privacy-page', 'PrivacyPage') },
  { path: 'news', ...page('news/news-list-page', 'NewsListPage') },
  { path: 'news/:newsId', ...page('news/news-detail-page', 'NewsDetailPage') },
  { path: 'events', ...page('events/events-page', 'EventsPage') },
  { path: 'events/:eventId', ...page('events/event-gallery-page', 'EventGalleryPage') },
  { path: 'press-release', ...page('press-release/press-list-page', 'PressListPage') },
  { path: 'press-release/:releaseId', ...page('press-release/press-detail-page', 'PressDetailPage') },
  { path: 'career', ...page('careers/careers-page', 'CareersPage') },
  { path: 'career/:careerId', ...page('careers/careers-page', 'CareerDetailPage') },
  // Search's own page: where the header's search link leads without JavaScript (noindex, out of the sitemap).
  { path: 'search', lazy: () => import('../features/layout/site-search') },
  // The newsletter mail's links: prerendered, noindex, out of the sitemap.
  { path: 'newsletter/confirm', ...page('newsletter/newsletter-link-page', 'ConfirmPage') },
  { path: 'newsletter/unsubscribe', ...page('newsletter/newsletter-link-page', 'UnsubscribePage') },
  { path: '*', ...page('layout/not-found-page', 'NotFoundPage') },
];

/** Shown while the first page's chunk loads: the header's band, so nothing jumps when the shell appears. */
function FirstLoad() {
  return <div className="first-load" aria-busy="true" />;
}

/**
 * A fresh copy per router: the client resolves lazy routes in place before hydrating.
 * `browserOnly` are routes never prerendered (the admin area's), which the server's table leaves out.
 */
export const appRoutes = (browserOnly: RouteObject[] = []): RouteObject[] => [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: FirstLoad,
    children: [...publicRoutes, ...browserOnly].map((route) => ({ ...route })),
  },
];
