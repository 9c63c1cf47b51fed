/** Fitting a publish run's CDN paths into the room CloudFront has left for them. */
import { describe, expect, it } from 'vitest';
import { fitPaths } from '../../functions/core/publish/invalidation-plan';
import { isRetryable } from '../../functions/core/publish/invalidation';

const pages = ['/news/a', '/news/a/index.html', '/news', '/news/index.html', '/sitemap.xml'];
const api = ['/api/getallNews*', '/api/getallEvents*', '/api/upcomingEvent*', '/api/getNewsDetails/a'];

describe('fitting paths into CloudFront room', () => {
  it('keeps exact paths and the wildcards as they are while they fit, once each', () => {
    expect(fitPaths([...pages, ...api, '/news/a'], { wildcards: 3, paths: 100 })).toEqual([...pages, ...api]);
  });

  it('folds the wildcards into one over their common prefix when there is room for fewer, dropping what it covers', () => {
    expect(fitPaths([...pages, ...api], { wildcards: 2, paths: 100 })).toEqual([...pages, '/api/*']);
    expect(fitPaths(['/api/getallEvents*', '/api/upcomingEvent*', '/api/getEvent/x', '/news/a'], { wildcards: 1, paths: 100 })).toEqual([
      '/news/a',
      '/api/*',
    ]);
  });

  it('folds everything into one wildcard when the exact paths do not fit, and answers null when no wildcard does', () => {
    expect(fitPaths([...pages, ...api], { wildcards: 1, paths: 4 })).toEqual(['/*']);
    expect(fitPaths(['/news/a', '/news/b'], { wildcards: 1, paths: 1 })).toEqual(['/news/*']);
    expect(fitPaths(['/news/a', '/news/b'], { wildcards: 0, paths: 2 })).toEqual(['/news/a', '/news/b']);
    expect(fitPaths(['/news/a', '/news/b'], { wildcards: 0, paths: 1 })).toBeNull();
    expect(fitPaths(['/api/getallNews*'], { wildcards: 0, paths: 3000 })).toBeNull();
  });

  it('never sends more than 3,000 paths in one request', () => {
    const many = Array.from({ length: 3001 }, (_, i) => `/events/e${i}`);
    expect(fitPaths(many, { wildcards: 15, paths: 5000 })).toEqual(['/events/e*']);
  });
});

describe('which CloudFront failures are worth waiting for', () => {
  it('retries the in-progress limit, throttling and server faults, nothing else', () => {
    expect(isRetryable({ name: 'TooManyInvalidationsInProgress', $metadata: { httpStatusCode: 400 } })).toBe(true);
    expect(isRetryable({ name: 'Throttling', $metadata: { httpStatusCode: 400 } })).toBe(true);
    expect(isRetryable({ name: 'ServiceUnavailable', $metadata: { httpStatusCode: 503 } })).toBe(true);
    expect(isRetryable({ name: 'AccessDenied', $metadata: { httpStatusCode: 403 } })).toBe(false);
    expect(isRetryable({ name: 'InvalidArgument', $metadata: { httpStatusCode: 400 } })).toBe(false);
  });
});
