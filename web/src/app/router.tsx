import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from '../features/layout/root-layout';

/** Every page is its own lazy chunk: the entry holds only the shell. */
const page = (load: () => Promise<{ Component: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({ lazy: load });

export const publicRoutes: RouteObject[] = [
  { index: true, ...page(async () => ({ Component: (await import('../features/home/home-page')).HomePage })) },
  { path: 'about', ...page(async () => ({ Component: (await import('../features/about/about-page')).AboutPage })) },
  { path: 'contact', ...page(async () => ({ Component: (await import('../features/contact/contact-page')).ContactPage })) },
  { path: 'studio/:tech', ...page(async () => ({ Component: (await import('../features/studio/studio-page')).StudioPage })) },
  { path: 'case-studies/:dept', ...page(async () => ({ Component: (await import('../features/case-studies/case-study-page')).CaseStudyPage })) },
  { path: 'hiring', ...page(async () => ({ Component: (await import('../features/hiring/hiring-page')).HiringPage })) },
  { path: 'success-stories/:tech?', ...page(async () => ({ Component: (await import('../features/success-stories/success-stories-page')).SuccessStoriesPage })) },
  { path: 'privacy-policy', ...page(async () => ({ Component: (await import('../features/legal/privacy-page')).PrivacyPage })) },
  // The admin back office is one lazy chunk of its own (routes under /admin/* inside it).
  { path: 'admin/*', ...page(async () => ({ Component: (await import('../features/admin/admin-app')).AdminApp })) },
  { path: 'news', ...page(async () => ({ Component: (await import('../features/news/news-list-page')).NewsListPage })) },
  { path: 'news/:newsId', ...page(async () => ({ Component: (await import('../features/news/news-detail-page')).NewsDetailPage })) },
  { path: 'events', ...page(async () => ({ Component: (await import('../features/events/events-page')).EventsPage })) },
  { path: 'events/:eventId', ...page(async () => ({ Component: (await import('../features/events/event-gallery-page')).EventGalleryPage })) },
  { path: 'press-release', ...page(async () => ({ Component: (await import('../features/press-release/press-list-page')).PressListPage })) },
  { path: 'press-release/:releaseId', ...page(async () => ({ Component: (await import('../features/press-release/press-detail-page')).PressDetailPage })) },
  { path: 'career', ...page(async () => ({ Component: (await import('../features/careers/careers-page')).CareersPage })) },
  { path: '*', ...page(async () => ({ Component: (await import('../features/layout/not-found-page')).NotFoundPage })) },
];

/** Shown while the first page's chunk loads: the header's band, so nothing jumps when the shell appears. */
function FirstLoad() {
  return <div className="first-load" aria-busy="true" />;
}

export const router = createBrowserRouter([{ path: '/', Component: RootLayout, HydrateFallback: FirstLoad, children: publicRoutes }]);
