/**
 * The seeded pages the bench measures: home, about, one studio page, the
 * success stories, the news list, the newest article and the careers page. The article is whichever news item
 * is newest when the bench runs, asked of the public list route.
 */

export const fixedRoutes = ['/', '/about', '/studio/angular-dev', '/success-stories', '/news', '/career'] as const;

/** The routes in the order measured, the article right after /news. */
export async function benchRoutes(siteUrl: string): Promise<string[]> {
  const response = await fetch(`${siteUrl}/api/getallNews`);
  if (!response.ok) throw new Error(`GET /api/getallNews answered ${response.status}`);
  const slug = newestSlug(await response.json());
  if (!slug) throw new Error('No published news item to measure as the article page');
  const routes: string[] = [...fixedRoutes];
  routes.splice(routes.indexOf('/news') + 1, 0, `/news/${encodeURIComponent(slug)}`);
  return routes;
}

/** The slug of the newest news item in the public list's answer (`data` as a list, or a page of `items`). */
export function newestSlug(answer: unknown): string | undefined {
  const data = (answer as { data?: unknown } | null)?.data;
  const items = Array.isArray(data) ? data : (data as { items?: unknown } | undefined)?.items;
  if (!Array.isArray(items)) return undefined;
  const news = items.filter(
    (item): item is { slug: string; added_date?: string } => typeof item?.slug === 'string' && item.slug.length > 0,
  );
  news.sort((a, b) => String(b.added_date ?? '').localeCompare(String(a.added_date ?? '')));
  return news[0]?.slug;
}
