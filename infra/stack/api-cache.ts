/**
 * CloudFront caching of the public API reads (issue 14). The public GET routes
 * of the route table get their own behaviours whose cache policy follows the
 * origin's Cache-Control (functions/core/http/cache-control.ts: s-maxage with
 * stale-while-revalidate, 404s one minute, everything else no-store), with the
 * whole query string in the key (a list's ?page=&limit=). Authorization is in
 * the key too, so a request that carries a token is never answered from a
 * visitor's entry, and the frame answers it no-store. Every other /api path
 * (admin routes, POSTs) keeps the uncached /api/* behaviour.
 */
import { Duration } from 'aws-cdk-lib';
import { CacheCookieBehavior, CacheHeaderBehavior, CachePolicy, CacheQueryStringBehavior } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { routeList } from '../../functions/contract/routes';

/** Path patterns of the public GET routes: a list's own path, a detail route's prefix with `*`. */
export const publicReadPatterns: string[] = [
  ...new Set(
    routeList.filter((route) => route.access === 'public' && route.method === 'GET').map((route) => route.path.replace(/\{\w+\}.*$/, '*')),
  ),
];

export function publicReadsCachePolicy(scope: Construct): CachePolicy {
  return new CachePolicy(scope, 'PublicApiReads', {
    comment: 'Public API reads: as their Cache-Control says, by path, query string and Authorization',
    minTtl: Duration.seconds(0),
    defaultTtl: Duration.seconds(0),
    maxTtl: Duration.days(1),
    queryStringBehavior: CacheQueryStringBehavior.all(),
    headerBehavior: CacheHeaderBehavior.allowList('Authorization'),
    cookieBehavior: CacheCookieBehavior.none(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });
}
