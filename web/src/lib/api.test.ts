import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { ImageUpload, NewsItem, Page, Subscriber } from '@contract/entities';
import type { Attribution } from '@contract/attribution';
import { routes } from '@contract/routes';
import type { NewsSummary } from '@contract/summaries';
import { callApi, fetchData, isAcknowledged, isUnauthorized, type Answer, type CallOptions } from './api';

const answer = (body: unknown, status = 200) => vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('callApi', () => {
  it('sends a JSON body to the route URL and returns the answer with its status', async () => {
    const fetchMock = answer({ ack: 1, msg: 'ok' });
    vi.stubGlobal('fetch', fetchMock);
    const result = await callApi(routes.newsletterSubscribe, { body: { email: 'reader@acme.io' } });
    expect(result).toEqual({ ack: 1, msg: 'ok', status: 200 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/newsletter/subscribe');
    expect(init).toMatchObject({ method: 'POST', body: '{"email":"reader@acme.io"}', headers: { 'content-type': 'application/json' } });
  });

  it('fills path parameters and sends the admin token only to admin routes', async () => {
    sessionStorage.setItem('token', 'abc');
    const fetchMock = answer({ ack: 1, data: { list: [], count: 0, limit: 20 } });
    vi.stubGlobal('fetch', fetchMock);
    await callApi(routes.subscriberList, { params: { page: 2 } });
    await callApi(routes.getNewsDetails, { params: { id: 'a b' } });
    const [[adminUrl, adminInit], [publicUrl, publicInit]] = fetchMock.mock.calls as unknown as [
      [string, RequestInit],
      [string, RequestInit],
    ];
    expect(adminUrl).toBe('/api/newsletter/admin/subscriberList/2');
    expect(adminInit.headers).toMatchObject({ authorization: 'Bearer abc' });
    expect(publicUrl).toBe('/api/getNewsDetails/a%20b');
    expect(publicInit.headers).not.toHaveProperty('authorization');
  });

  it('types the query of a route by its spec (useAdminCall sends it)', () => {
    expectTypeOf<NonNullable<CallOptions<typeof routes.listLeads>['query']>['status']>().toEqualTypeOf<
      'new' | 'in-progress' | 'replied' | 'closed' | 'spam' | undefined
    >();
  });

  it('turns a transport failure into ack 0 with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    expect(await callApi(routes.getAllNews)).toEqual({ ack: 0, error: 'offline', status: 0 });
  });

  it('reads success from ack and a lost session from the status, never from texts', async () => {
    vi.stubGlobal('fetch', answer({ ack: 0, msg: 'any text at all' }, 401));
    const result = await callApi(routes.contactList, { params: { page: 1 } });
    expect(isAcknowledged(result)).toBe(false);
    expect(isUnauthorized(result)).toBe(true);
    expect(isAcknowledged({ ack: true })).toBe(true);
    expect(isAcknowledged({ ack: 1 })).toBe(true);
  });

  it('types its request and answer from the route', () => {
    expectTypeOf(callApi(routes.getNewsDetails, { params: { id: 'x' } })).resolves.toEqualTypeOf<Answer<NewsItem>>();
    expectTypeOf(callApi(routes.subscriberList, { params: { page: 1 } })).resolves.toEqualTypeOf<Answer<Page<Subscriber>>>();
    expectTypeOf(callApi(routes.createImageUpload)).resolves.toEqualTypeOf<Answer<ImageUpload>>();
    expectTypeOf<CallOptions<typeof routes.getNewsDetails>['params']>().toEqualTypeOf<{ id: string | number } | undefined>();
    expectTypeOf<NonNullable<CallOptions<typeof routes.contactMail>['body']>>().toEqualTypeOf<
      | {
          name?: string | number;
          emailAddress?: string | number;
          contactNo?: string | number;
          message?: string | number;
          terms?: boolean;
          website?: string | number;
          formToken?: string | number;
          attribution?: Attribution;
        }
      | FormData
    >();
    // @ts-expect-error: the contact form has no field named "subject"
    void callApi(routes.contactMail, { body: { subject: 'x' } });
  });
});

describe('fetchData', () => {
  it('answers the data, or throws the answer text with its status', async () => {
    vi.stubGlobal('fetch', answer({ ack: 1, data: [{ _id: '1' }] }));
    expect(await fetchData(routes.getAllNews)).toEqual([{ _id: '1' }]);
    expectTypeOf(fetchData(routes.getAllNews)).resolves.toEqualTypeOf<NewsSummary[]>();
    vi.stubGlobal('fetch', answer({ ack: 0, msg: 'News not found' }, 404));
    await expect(fetchData(routes.getNewsDetails, { id: 'nope' })).rejects.toMatchObject({ message: 'News not found', status: 404 });
  });
});
