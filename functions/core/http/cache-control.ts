/**
 * Cache-Control of API answers. Public reads are kept by CloudFront
 * (s-maxage) and served stale while it refreshes them; the publisher
 * invalidates them on every content write, so five minutes is only the bound
 * for a missed invalidation. Browsers always revalidate (max-age=0). A 404
 * (an unknown slug) is kept one minute, so a burst of misses costs one Lambda
 * call, and an item published under that slug shows soon even without its
 * invalidation. Everything else (admin routes, POSTs, failures, and any request
 * that carries a bearer token) is never stored.
 */
import type { RouteDef } from '../../contract/routes';

export const cacheControl = {
  publicRead: 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400',
  notFound: 'public, max-age=0, s-maxage=60',
  never: 'no-store',
} as const;

/** The Cache-Control for each status of a route's answers to this request. */
export function cachePolicy(route: Pick<RouteDef, 'access' | 'method'>, headers: Record<string, string | undefined>) {
  const shared = route.access === 'public' && route.method === 'GET' && !headers.authorization;
  return (status: number): string => {
    if (!shared) return cacheControl.never;
    if (status === 200) return cacheControl.publicRead;
    return status === 404 ? cacheControl.notFound : cacheControl.never;
  };
}
