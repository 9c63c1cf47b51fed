/**
 * CloudFront caching of the public API reads. The public GET routes of the
 * route table get their own behaviours whose cache policy follows the
 * origin's Cache-Control (functions/core/http/cache-control.ts: s-maxage with
 * stale-while-revalidate, 404s one minute, everything else no-store).
 * Only the query parameters a route accepts (its spec in the contract: a
 * list's ?page=&limit=) are in the key and reach the API: a made-up one can
 * neither split the cache nor pass it to reach Lambda. Authorization is in
 * the key too, so a request that carries a token is never answered from a
 * visitor's entry, and the frame answers it no-store. Every other /api path
 * (admin routes, POSTs) keeps the uncached /api/* behaviour.
 */
import { Duration } from 'aws-cdk-lib';
import { CacheCookieBehavior, CacheHeaderBehavior, CachePolicy, CacheQueryStringBehavior } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import * as specs from '../../functions/contract/route-schemas';
import { routeList, type RouteName } from '../../functions/contract/routes';

/** The query parameters a route's spec accepts; none when it takes no query. */
export function acceptedQuery(name: RouteName): string[] {
  const spec = (specs as Record<string, unknown>)[name] as specs.RouteSpec | undefined;
  const schema = spec?.query?.schema as { entries?: Record<string, unknown> } | undefined;
  return Object.keys(schema?.entries ?? {}).sort();
}

/** A public read's path pattern (a list's own path, a detail route's prefix with `*`) and the query it keys on. */
export const publicReads: Array<{ pattern: string; query: string[] }> = routeList
  .filter((route) => route.access === 'public' && route.method === 'GET')
  .map((route) => ({ pattern: route.path.replace(/\{\w+\}.*$/, '*'), query: acceptedQuery(route.name) }))
  .filter((read, index, all) => all.findIndex((other) => other.pattern === read.pattern) === index);

export const publicReadPatterns: string[] = publicReads.map(({ pattern }) => pattern);

/** The cache policy for a set of accepted query parameters, one per set (lists: page and limit; details: none). */
export function publicReadsCachePolicies(scope: Construct): (query: string[]) => CachePolicy {
  const policies = new Map<string, CachePolicy>();
  return (query) => {
    const key = query.join('-') || 'none';
    const existing = policies.get(key);
    if (existing) return existing;
    const policy = new CachePolicy(scope, `PublicApiReadsQuery-${key}`, {
      comment: `Public API reads: as their Cache-Control says, by path, ${query.length ? `${query.join(', ')} and ` : ''}Authorization`,
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.days(1),
      queryStringBehavior: query.length ? CacheQueryStringBehavior.allowList(...query) : CacheQueryStringBehavior.none(),
      headerBehavior: CacheHeaderBehavior.allowList('Authorization'),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    policies.set(key, policy);
    return policy;
  };
}
