/**
 * What a crawler or a link preview receives: the raw HTML of every public URL,
 * fetched without running any script, carries the page's own head, share tags,
 * structured data and text.
 */
import { JSDOM } from 'jsdom';
import type { APIRequestContext } from '@playwright/test';
import type { CareerPost } from '../../functions/contract/entities';
import { site } from '../../web/src/config/site';
import { test, expect, desktopOnly } from './fixtures';
import { contentPages, listPaths, staticPaths } from './public-urls';

// The raw HTML does not depend on the viewport: each test runs once, at the desktop width.

async function rawPage(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const html = await response.text();
  const { document } = new JSDOM(html).window;
  const meta = (selector: string) => document.querySelector(`meta[${selector}]`)?.getAttribute('content') ?? null;
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
  return {
    status: response.status(),
    contentType: response.headers()['content-type'] ?? '',
    document,
    meta,
    jsonLd,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    heading: document.querySelector('#root h1')?.textContent?.trim() ?? '',
    text: document.getElementById('root')?.textContent ?? '',
  };
}

type RawPage = Awaited<ReturnType<typeof rawPage>>;

/** The head every indexable public page must carry, on this origin. */
function expectShareHead(page: RawPage, url: string, origin: string) {
  expect(page.status).toBe(200);
  expect(page.contentType).toContain('text/html');
  const title = page.document.title;
  expect(title).toMatch(new RegExp(` \\| ${site.name}$`));
  const description = page.meta('name="description"');
  expect(description?.length).toBeGreaterThan(40);
  expect(page.document.head.querySelectorAll('title')).toHaveLength(1);
  expect(page.document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  expect(page.canonical).toBe(url);
  expect(page.meta('property="og:title"')).toBe(title);
  expect(page.meta('property="og:description"')).toBe(description);
  expect(page.meta('property="og:url"')).toBe(url);
  expect(page.meta('property="og:type"')).toMatch(/^(website|article)$/);
  expect(page.meta('property="og:site_name"')).toBe(site.name);
  expect(page.meta('property="og:image"')).toMatch(new RegExp(`^${origin}/`));
  expect(page.meta('name="twitter:card"')).toBe('summary_large_image');
  expect(page.meta('name="robots"')).toBeNull();
  expect(page.heading.length).toBeGreaterThan(0);
  expect(page.text.length).toBeGreaterThan(300);
}

test('every page without data has its own head and full text in the HTML', desktopOnly, async ({ request, baseURL }) => {
  const titles = new Set<string>();
  for (const path of staticPaths) {
    await test.step(path, async () => {
      const page = await rawPage(request, path);
      expectShareHead(page, `${baseURL}${path}`, baseURL!);
      expect(page.meta('property="og:image"')).toBe(`${baseURL}/brand-card.png`);
      titles.add(page.document.title);
    });
  }
  expect(titles.size, 'one title per page').toBe(staticPaths.length);

  const studio = await rawPage(request, '/studio/angular-dev');
  expect(studio.document.title).toBe(`Angular Development | ${site.name}`);
  expect(studio.heading).toBe('Angular Development');
  const about = await rawPage(request, '/about');
  expect(about.text).toContain('Our mission');
});

test('the brand card is a 1200×630 PNG', desktopOnly, async ({ request }) => {
  const response = await request.get('/brand-card.png');
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('list pages carry their items in the HTML', desktopOnly, async ({ request, baseURL }) => {
  const pages = await contentPages(request);
  for (const path of listPaths) {
    const page = await rawPage(request, path);
    expectShareHead(page, `${baseURL}${path}`, baseURL!);
  }
  const news = await rawPage(request, '/news');
  for (const item of pages.filter((page) => page.path.startsWith('/news/'))) expect(news.text).toContain(item.heading);
  const events = await rawPage(request, '/events');
  for (const item of pages.filter((page) => page.kind === 'Event')) expect(events.text).toContain(item.heading);
});

test(
  'each article, release and event page has its own head, banner, text and structured data',
  desktopOnly,
  async ({ request, baseURL }) => {
    const pages = await contentPages(request);
    expect(pages.length).toBeGreaterThanOrEqual(14);
    for (const item of pages) {
      await test.step(item.path, async () => {
        const page = await rawPage(request, item.path);
        expectShareHead(page, `${baseURL}${item.path}`, baseURL!);
        expect(page.document.title).toBe(`${item.title} | ${site.name}`);
        if (item.description) expect(page.meta('name="description"')).toBe(item.description);
        expect(page.meta('property="og:image"')).toBe(`${baseURL}${item.image}`);
        expect(page.heading).toBe(item.heading);
        const block = page.jsonLd.find((candidate) => candidate['@type'] === item.kind);
        expect(block, `${item.kind} JSON-LD`).toBeDefined();
        if (item.kind === 'NewsArticle') {
          expect(page.meta('property="og:type"')).toBe('article');
          expect(block).toMatchObject({ headline: item.heading, image: [`${baseURL}${item.image}`] });
          for (const property of ['datePublished', 'dateModified', 'author', 'publisher']) expect(block).toHaveProperty(property);
          expect(Date.parse(String(block!.datePublished))).not.toBeNaN();
        } else {
          expect(block).toMatchObject({ name: item.heading, image: [`${baseURL}${item.image}`] });
          expect(String(block!.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}/);
          expect(block!.location ?? block!.eventAttendanceMode).toBeDefined();
        }
      });
    }
  },
);

test('home describes the Organization and studio pages their breadcrumb', desktopOnly, async ({ request, baseURL }) => {
  const home = await rawPage(request, '/');
  const organization = home.jsonLd.find((block) => block['@type'] === 'Organization');
  expect(organization).toMatchObject({ name: site.name, url: baseURL, logo: `${baseURL}/logo.png`, sameAs: Object.values(site.social) });
  const contactPoints = organization!.contactPoint as Array<Record<string, string>>;
  expect(contactPoints.map((point) => point.telephone).filter(Boolean)).toEqual(site.phones.map((phone) => phone.number));
  expect((await request.get('/logo.png')).headers()['content-type']).toBe('image/png');

  const studio = await rawPage(request, '/studio/react-dev');
  const breadcrumb = studio.jsonLd.find((block) => block['@type'] === 'BreadcrumbList');
  const steps = breadcrumb!.itemListElement as Array<Record<string, unknown>>;
  expect(steps.map((step) => step.position)).toEqual(steps.map((_, index) => index + 1));
  expect(steps.at(-1)).toMatchObject({ item: `${baseURL}/studio/react-dev` });
});

test("/career carries no JobPosting; every opening's own page carries its own", desktopOnly, async ({ request, baseURL }) => {
  const openings = ((await (await request.get('/api/getAllCareerPost')).json()) as { data: CareerPost[] }).data;
  const list = await rawPage(request, '/career');
  expect(list.jsonLd.flat().filter((block) => block['@type'] === 'JobPosting')).toEqual([]);
  for (const opening of openings) expect(list.text).toContain(opening.careerTitle);
  for (const opening of openings) {
    const page = await rawPage(request, `/career/${opening.slug}`);
    const postings = page.jsonLd.flat().filter((block) => block['@type'] === 'JobPosting');
    expect(postings.map((posting) => posting.title)).toEqual([opening.careerTitle]);
    const posting = postings[0]!;
    // The seeded jobs all have a closing date ahead and a type: Google for Jobs' recommended properties too.
    for (const property of ['title', 'description', 'datePosted', 'employmentType', 'hiringOrganization', 'jobLocation', 'validThrough'])
      expect(posting[property], property).toBeTruthy();
    expect(posting.identifier).toMatchObject({ '@type': 'PropertyValue', name: site.name, value: opening._id });
    expect(posting.hiringOrganization).toMatchObject({ name: site.name, sameAs: baseURL });
    expect(posting.url).toBe(`${baseURL}/career/${opening.slug}`);
  }
});

test('admin pages and unknown pages stay out of the index', desktopOnly, async ({ request }) => {
  for (const path of ['/admin', '/admin/login', '/admin/news']) {
    const page = await rawPage(request, path);
    expect(page.status, path).toBe(200);
    expect(page.meta('name="robots"'), path).toBe('noindex');
    expect(page.canonical).toBeNull();
  }
  for (const path of ['/no-such-page', '/studio/cobol', '/news/no-such-story']) {
    const page = await rawPage(request, path);
    expect(page.status, path).toBe(404);
    expect(page.meta('name="robots"'), path).toBe('noindex');
    expect(page.heading).toBe('404 - Page Not Found');
  }
});
