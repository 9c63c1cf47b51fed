/**
 * Public reads: the list routes answer summaries (no HTML body, every
 * card field), optionally one page of them, with Cache-Control for CloudFront;
 * admin routes are never cached, and drafts never appear.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '../../functions/contract/messages';
import { apiPath, routeList, routes } from '../../functions/contract/routes';
import { excerptLength, pagingHeaders } from '../../functions/contract/summaries';
import { cacheControl } from '../../functions/core/http/cache-control';
import { pngBytes, useStack } from './harness';

const stack = useStack();

const paragraph = (words: number) => `<p>${Array.from({ length: words }, (_, i) => `word${i}`).join(' ')}</p>`;

async function createNews(title: string, newsContent = paragraph(80)) {
  const image = await stack.upload(pngBytes);
  const created = await stack.call('POST', routes.createNews.path, {
    body: { newsTitle: title, newsCreatedBy: 'Ananya Sen', metaTitle: title, metaDescription: `About ${title}.`, newsContent, image },
  });
  expect(created.status).toBe(201);
  return created.body.data as Record<string, string>;
}

/** A visitor's GET: no token, the answer's headers and JSON. */
async function visit(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack.server.url}${path}`, { headers });
  return { status: response.status, headers: response.headers, body: (await response.json()) as { ack: number; data: any; msg?: string } };
}

describe('public list summaries', () => {
  it('answer news and press releases without their HTML body, with every card field and a plain-text excerpt', async () => {
    const news = await createNews('Summary news');
    const press = await stack.call('POST', routes.createPressRelease.path, {
      body: {
        title: 'Summary press',
        createdBy: 'Press office',
        metaTitle: 'Press',
        metaDescription: 'A release.',
        content: paragraph(120),
        image: await stack.upload(pngBytes),
        imageAlt: 'Signing of the partnership',
      },
    });
    const listed = (await visit(routes.getAllNews.path)).body.data.find((item: { _id: string }) => item._id === news._id);
    expect(listed).not.toHaveProperty('newsContent');
    for (const field of ['_id', 'slug', 'newsTitle', 'newsImageURL', 'added_date', 'metaDescription', 'newsCreatedBy']) {
      expect(listed[field], field).toBe(news[field]);
    }
    expect(listed.excerpt).toMatch(/^word0 word1 .*…$/);
    expect(listed.excerpt.length).toBeLessThanOrEqual(excerptLength);
    // The detail route still answers the whole body.
    expect((await visit(apiPath(routes.getNewsDetails, { id: news.slug! }))).body.data.newsContent).toBe(news.newsContent);

    const release = (await visit(routes.getAllPressRelease.path)).body.data[0];
    expect(release).not.toHaveProperty('content');
    expect(release).toMatchObject({ title: 'Summary press', createdBy: 'Press office', imageAlt: 'Signing of the partnership' });
    expect(release.imageUrl).toBe(press.body.data.imageUrl);
    expect(release.excerpt.startsWith('word0 word1')).toBe(true);
  });

  it('keep a career description (its card expands it in place) beside the excerpt', async () => {
    await stack.call('POST', routes.createCareerPost.path, {
      body: {
        careerTitle: 'Platform engineer',
        image: await stack.upload(pngBytes),
        careerExperienceYr: '5+ years',
        careerInterviewProcess: 'Two rounds',
        careerLocation: 'Kolkata',
        careerDescription: '<p>Run <em>Kubernetes</em>.</p>',
      },
    });
    const [career] = (await visit(routes.getAllCareerPost.path)).body.data;
    expect(career).toMatchObject({
      careerDescription: '<p>Run <em>Kubernetes</em>.</p>',
      excerpt: 'Run Kubernetes.',
      careerLocation: 'Kolkata',
    });
  });

  it('never list drafts', async () => {
    const draft = await stack.call('POST', routes.createNews.path, { body: { status: 'draft', newsTitle: 'Secret draft summary' } });
    expect(draft.status).toBe(201);
    const all = (await visit(routes.getAllNews.path)).body.data as Array<{ newsTitle: string }>;
    const paged = await visit(`${routes.getAllNews.path}?page=1&limit=100`);
    for (const list of [all, paged.body.data as Array<{ newsTitle: string }>]) {
      expect(list.map((item) => item.newsTitle)).not.toContain('Secret draft summary');
    }
    expect(Number(paged.headers.get(pagingHeaders.total))).toBe(all.length);
  });
});

describe('paging of the public lists', () => {
  it('answers one page of the whole list in its order, with the total and page count in headers', async () => {
    for (const title of ['Paged one', 'Paged two', 'Paged three']) await createNews(title);
    const whole = await visit(routes.getAllNews.path);
    expect(whole.headers.get(pagingHeaders.total)).toBeNull();
    const ids = (whole.body.data as Array<{ _id: string }>).map((item) => item._id);
    expect(ids.length).toBeGreaterThanOrEqual(3);

    const pages = [];
    for (let page = 1; page <= Math.ceil(ids.length / 2); page++) {
      const answer = await visit(`${routes.getAllNews.path}?page=${page}&limit=2`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get(pagingHeaders.total)).toBe(String(ids.length));
      expect(answer.headers.get(pagingHeaders.pages)).toBe(String(Math.ceil(ids.length / 2)));
      expect(answer.body.data[0]).not.toHaveProperty('newsContent');
      pages.push(...(answer.body.data as Array<{ _id: string }>).map((item) => item._id));
    }
    expect(pages).toEqual(ids);
    // Only a limit: its first page; past the end: an empty page.
    expect((await visit(`${routes.getAllNews.path}?limit=1`)).body.data.map((item: { _id: string }) => item._id)).toEqual([ids[0]]);
    expect((await visit(`${routes.getAllNews.path}?page=999&limit=50`)).body.data).toEqual([]);
    expect((await visit(`${routes.upcomingEvent.path}?page=1&limit=5`)).status).toBe(200);
  });

  it.each([
    ['page=0', messages.badPage],
    ['page=1.5', messages.badPage],
    ['page=abc', messages.badPage],
    ['page=1&limit=0', 'Limit must be a whole number from 1 to 100.'],
    ['limit=101', 'Limit must be a whole number from 1 to 100.'],
    ['limit=-3', 'Limit must be a whole number from 1 to 100.'],
  ])('answers 400 for ?%s, never cached', async (query, text) => {
    for (const route of [
      routes.getAllNews,
      routes.getAllPressRelease,
      routes.getAllEvents,
      routes.upcomingEvent,
      routes.getAllCareerPost,
    ]) {
      const answer = await visit(`${route.path}?${query}`);
      expect(answer.status, route.path).toBe(400);
      expect(answer.body.msg).toBe(text);
      expect(answer.headers.get('cache-control')).toBe(cacheControl.never);
    }
  });
});

describe('Cache-Control', () => {
  it('lets CloudFront keep public reads (404s shortly), never a request that carries a token', async () => {
    const news = await createNews('Cached news');
    for (const path of [
      routes.getAllNews.path,
      `${routes.getAllNews.path}?page=1&limit=5`,
      routes.getAllPressRelease.path,
      routes.getAllEvents.path,
      routes.upcomingEvent.path,
      routes.getAllCareerPost.path,
      apiPath(routes.getNewsDetails, { id: news.slug! }),
    ]) {
      const answer = await visit(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('cache-control'), path).toBe(cacheControl.publicRead);
    }
    const missing = await visit(apiPath(routes.getNewsDetails, { id: 'no-such-story' }));
    expect([missing.status, missing.headers.get('cache-control')]).toEqual([404, cacheControl.notFound]);
    const withToken = await visit(routes.getAllNews.path, { authorization: `Bearer ${stack.token}` });
    expect([withToken.status, withToken.headers.get('cache-control')]).toEqual([200, cacheControl.never]);
  });

  it('never stores an admin answer or a public POST, with or without a token', async () => {
    const id = crypto.randomUUID();
    const checked = routeList.filter((route) => route.access === 'admin' || route.method !== 'GET');
    expect(checked.length).toBeGreaterThan(25);
    for (const route of checked) {
      const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'page' ? '1' : name === 'kind' ? 'news' : id));
      for (const token of [stack.token, null]) {
        const response = await fetch(`${stack.server.url}${path}`, {
          method: route.method,
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
        });
        await response.arrayBuffer();
        expect(response.headers.get('cache-control'), `${route.method} ${path} token=${Boolean(token)}`).toBe(cacheControl.never);
      }
    }
  });
});

describe('the 6 MB response limit', () => {
  it('still answers the whole list when the full bodies add up to more than 6 MB', { timeout: 120_000 }, async () => {
    const body = `<p>${'Long form reporting. '.repeat(9_400)}</p>`; // ~197 KB, under the editor's 200,000 characters
    const count = 33;
    for (let i = 0; i < count; i++) await createNews(`Long story ${i}`, body);
    const response = await fetch(`${stack.server.url}${routes.getAllNews.path}`);
    const text = await response.text();
    expect(response.status).toBe(200);
    const list = JSON.parse(text).data as Array<{ newsTitle: string }>;
    expect(list.filter((item) => item.newsTitle.startsWith('Long story'))).toHaveLength(count);
    expect(count * body.length).toBeGreaterThan(6 * 1024 * 1024);
    // Each summary is bounded: its short fields and a 300-character excerpt.
    expect(Buffer.byteLength(text) / list.length).toBeLessThan(2_000);
  });
});
