/**
 * Every public URL of the site, as a crawler would find them: the pages that
 * need no data, the lists, and one page per news item, press release and event
 * the API answers.
 */
import type { APIRequestContext } from '@playwright/test';
import type { EventItem, NewsItem, PressRelease } from '../../functions/contract/entities';
import { studioTechs } from '../../web/src/config/navigation';
import { seedCaseStudies } from '../../infra/local/seed/case-studies';
import { seedEvents, seedNews, seedPress } from '../../infra/local/seed/content';

/**
 * The 25 marketing pages: what the marketing team's copy makes, and what must
 * look the same when that copy moves from code into the table (npm run shots).
 */
export const marketingPaths = [
  '/',
  '/about',
  '/hiring',
  '/success-stories',
  ...studioTechs.map((tech) => `/studio/${tech}`),
  ...seedCaseStudies.map((study) => `/case-studies/${study.slug}`),
];

export const staticPaths = [...marketingPaths, '/contact', '/privacy-policy', ...studioTechs.map((tech) => `/success-stories/${tech}`)];

export const listPaths = ['/news', '/events', '/press-release', '/career'];

/** A content page and what its HTML must say, straight from the API. */
export interface ContentPage {
  path: string;
  title: string;
  description?: string;
  image: string;
  heading: string;
  kind: 'NewsArticle' | 'Event';
}

async function dataOf<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  return ((await response.json()) as { data: T }).data;
}

/** The seeded items only: other specs create and delete their own items while this runs. */
export async function contentPages(request: APIRequestContext): Promise<ContentPage[]> {
  const [news, press, events] = await Promise.all([
    dataOf<NewsItem[]>(request, '/api/getallNews'),
    dataOf<PressRelease[]>(request, '/api/getallPressRelease'),
    dataOf<EventItem[]>(request, '/api/getallEvents'),
  ]);
  return [
    ...news
      .filter((item) => seedNews.some((seed) => seed.newsTitle === item.newsTitle))
      .map((item) => ({
        path: `/news/${item.slug}`,
        title: item.metaTitle,
        description: item.metaDescription,
        image: item.newsImageURL,
        heading: item.newsTitle,
        kind: 'NewsArticle' as const,
      })),
    ...press
      .filter((item) => seedPress.some((seed) => seed.title === item.title))
      .map((item) => ({
        path: `/press-release/${item.slug}`,
        title: item.metaTitle,
        description: item.metaDescription,
        image: item.imageUrl,
        heading: item.title,
        kind: 'NewsArticle' as const,
      })),
    ...events
      .filter((item) => seedEvents.some((seed) => seed.eventName === item.eventName))
      .map((item) => ({
        path: `/events/${item.eventSlug}`,
        title: item.eventName,
        image: item.eventBanner,
        heading: item.eventName,
        kind: 'Event' as const,
      })),
  ];
}
