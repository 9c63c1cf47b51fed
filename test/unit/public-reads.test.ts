/** Public reads: which cached API answers a write invalidates, and which answers may be cached at all. */
import { describe, expect, it } from 'vitest';
import { routeList } from '../../functions/contract/routes';
import { cacheControl, cachePolicy } from '../../functions/core/http/cache-control';
import { summaryOf, collections } from '../../functions/core/content/collections';
import { apiPaths } from '../../functions/core/publish/api-paths';

const id = '0b7c3f0e-4a57-4b8e-9a43-1f5f8d3f2c11';

describe('API paths a write invalidates', () => {
  it('names every list of the collection with its query variants, and the item by id and by slug exactly', () => {
    expect(apiPaths('NEWS', [{ _id: id, slug: 'edge-launch' }])).toEqual([
      '/api/getallNews*',
      `/api/getNewsDetails/${id}`,
      '/api/getNewsDetails/edge-launch',
    ]);
    expect(apiPaths('EVENT', [{ _id: id, eventSlug: 'summit' }])).toEqual([
      '/api/getallEvents*',
      '/api/upcomingEvent*',
      `/api/getEvent/${id}`,
      '/api/getEvent/summit',
    ]);
    expect(apiPaths('CAREER', [{ _id: id, slug: 'go-engineer' }])).toEqual([
      '/api/getAllCareerPost*',
      `/api/getCareerDetails/${id}`,
      '/api/getCareerDetails/go-engineer',
    ]);
  });

  it('names a renamed slug before and after once each, and encodes it as the browser asks for it', () => {
    const before = { _id: id, slug: 'q3 results' };
    expect(apiPaths('PRESS', [before, { ...before, slug: 'q3-results' }, before])).toEqual([
      '/api/getallPressRelease*',
      `/api/getPressReleaseDetails/${id}`,
      '/api/getPressReleaseDetails/q3%20results',
      '/api/getPressReleaseDetails/q3-results',
    ]);
  });
});

describe('Cache-Control by route and status', () => {
  it('caches public GETs (404s shortly) and nothing else', () => {
    const read = cachePolicy({ access: 'public', method: 'GET' }, {});
    expect([200, 404, 400, 500].map(read)).toEqual([cacheControl.publicRead, cacheControl.notFound, 'no-store', 'no-store']);
    expect(cachePolicy({ access: 'public', method: 'GET' }, { authorization: 'Bearer x' })(200)).toBe('no-store');
    for (const route of routeList.filter((candidate) => candidate.access === 'admin' || candidate.method !== 'GET')) {
      expect(cachePolicy(route, {})(200), route.path).toBe('no-store');
    }
  });
});

describe('list summaries', () => {
  it('drop the HTML body for an excerpt, never carry the editor, and keep a career description', () => {
    const news = { _id: id, newsTitle: 'T', newsContent: '<p>Hello <b>world</b></p>', updatedBy: 'a@example.com' };
    expect(summaryOf(collections.news, news as never)).toEqual({ _id: id, newsTitle: 'T', excerpt: 'Hello world' });
    const career = { _id: id, careerDescription: '<p>Run it</p>' };
    expect(summaryOf(collections.career, career as never)).toEqual({ ...career, excerpt: 'Run it' });
    const event = { _id: id, eventName: 'E', eventImages: [] };
    expect(summaryOf(collections.event, event as never)).toEqual(event);
  });
});
