/**
 * CloudFront caches the public API reads as their Cache-Control says, keyed
 * by the query parameters each accepts, and never caches an admin path.
 */
import { describe, expect, it } from 'vitest';
import { matchPath, routeList } from '../../functions/contract/routes';
import { acceptedQuery, publicReadPatterns } from '../../infra/stack/api-cache';
import { synthesizedOnce } from './template';

const s = synthesizedOnce();
const behaviours = () =>
  s.ofType('AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig.CacheBehaviors as Array<Record<string, any>>;
const cachingDisabled = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';

/** The behaviour CloudFront picks for a path: the first whose pattern matches (`*` any characters). */
function behaviourFor(path: string) {
  const matches = (pattern: string) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(path);
  return behaviours().find((behaviour) => matches(behaviour.PathPattern))!;
}

const samplePath = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'page' ? '1' : name === 'kind' ? 'news' : 'x-1'));

describe('API caching at CloudFront', () => {
  it('gives every public read its own behaviour, before /api/*, with a cache policy that follows the origin', () => {
    const patterns = behaviours().map((behaviour) => behaviour.PathPattern);
    expect(patterns.indexOf('/api/*')).toBeGreaterThan(Math.max(...publicReadPatterns.map((pattern) => patterns.indexOf(pattern))));
    for (const route of publicGets()) {
      const behaviour = behaviourFor(samplePath(route.path));
      const config = policyOf(behaviour);
      expect(config.Comment, route.path).toMatch(/^Public API reads/);
      expect(behaviour.OriginRequestPolicyId, route.path).toBeUndefined();
      expect(behaviour.AllowedMethods.sort(), route.path).toEqual(['GET', 'HEAD']);
      expect(config).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: 86_400 });
      const key = config.ParametersInCacheKeyAndForwardedToOrigin;
      expect(key.HeadersConfig).toEqual({ HeaderBehavior: 'whitelist', Headers: ['Authorization'] });
      expect(key.CookiesConfig.CookieBehavior).toBe('none');
    }
  });

  it('keys and forwards only the query parameters a route accepts, so a made-up one cannot pass the cache', () => {
    expect(acceptedQuery('getAllNews')).toEqual(['limit', 'page']);
    expect(acceptedQuery('getNewsDetails')).toEqual([]);
    for (const route of publicGets()) {
      const query = policyOf(behaviourFor(samplePath(route.path))).ParametersInCacheKeyAndForwardedToOrigin.QueryStringsConfig;
      const accepted = acceptedQuery(route.name);
      if (accepted.length === 0) expect(query, route.path).toEqual({ QueryStringBehavior: 'none' });
      else
        expect({ ...query, QueryStrings: [...query.QueryStrings].sort() }, route.path).toEqual({
          QueryStringBehavior: 'whitelist',
          QueryStrings: accepted,
        });
    }
    // The lists take paging; the detail routes take no query at all.
    expect(publicGets().filter((route) => acceptedQuery(route.name).length > 0).length).toBeGreaterThanOrEqual(5);
  });

  it('never caches an admin route or a write: they reach /api/* with caching disabled', () => {
    const others = routeList.filter((route) => route.access === 'admin' || route.method !== 'GET');
    expect(others.length).toBeGreaterThan(25);
    for (const route of others) {
      const behaviour = behaviourFor(samplePath(route.path));
      expect(behaviour.PathPattern, route.path).toBe('/api/*');
      expect(behaviour.CachePolicyId).toBe(cachingDisabled);
    }
    // No public read pattern reaches an admin path.
    for (const pattern of publicReadPatterns) {
      expect(others.some((route) => matchPath(route.path, pattern.replace('*', 'x')))).toBe(false);
    }
  });
});

function publicGets() {
  return routeList.filter((route) => route.access === 'public' && route.method === 'GET');
}

function policyOf(behaviour: Record<string, any>): Record<string, any> {
  return s.resources[behaviour.CachePolicyId.Ref]!.Properties.CachePolicyConfig;
}
