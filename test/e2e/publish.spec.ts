/**
 * What crawlers and link previews receive: raw HTML, no JavaScript run. A news
 * item written in the admin shows in its page, the /news list and the sitemap
 * within 15 s of each change, and its page answers 404 once deleted.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { staticPagePaths } from '../../web/src/server/data-needs';
import { expect, test } from './fixtures';
import { answerConfirm, png, signIn, unique } from './admin-support';

const publishWithinMs = 15_000;

async function raw(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { accept: 'text/html' } });
  return { status: response.status(), html: await response.text() };
}

const sitemapUrls = async (request: APIRequestContext) =>
  [...(await raw(request, '/sitemap.xml')).html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
const lastmodOf = async (request: APIRequestContext, url: string) =>
  new RegExp(`<loc>${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</loc>\\s*<lastmod>([^<]+)</lastmod>`).exec(
    (await raw(request, '/sitemap.xml')).html,
  )?.[1];

async function submitNews(page: Page, title: string) {
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
  await expect(page.getByRole('cell', { name: title, exact: true })).toBeVisible();
}

test.describe('published HTML follows the admin', () => {
  test.describe.configure({ timeout: 150_000 });

  test('create, update and delete a news item: its page, /news and sitemap.xml follow within 15 s', async ({ page, request, baseURL }) => {
    await signIn(page, request);
    const title = unique('Nexoria opens a data lab in Singapore');
    await page.goto('/admin/create-news');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Created By').fill('Priya Nair');
    await page.getByLabel('Meta Title').fill(title);
    await page.getByLabel('Meta Description').fill('A new lab for data engineering and applied AI.');
    await page.getByLabel('Image', { exact: true }).setInputFiles(png('lab.png'));
    // The banner's alt text (optional: without it the image is decorative).
    await page.getByLabel('Image alt text').fill('Engineers in the new Singapore data lab');
    await expect(page.getByText('Image uploaded.')).toBeVisible();
    await page.getByRole('textbox', { name: 'News Content' }).click();
    await page.keyboard.type('Forty engineers start in the new lab this quarter.');
    await submitNews(page, title);

    const all = (await (await request.get('/api/getallNews')).json()) as { data: Array<{ newsTitle: string; slug: string }> };
    const slug = all.data.find((item) => item.newsTitle === title)!.slug;
    const url = `${baseURL}/news/${slug}`;

    // Created: the page exists with its own head and text, the list and the sitemap name it.
    await expect
      .poll(
        async () => {
          const { status, html } = await raw(request, `/news/${slug}`);
          return status === 200 && html.includes(`<title>${title}`) && html.includes('Forty engineers start in the new lab this quarter.');
        },
        { timeout: publishWithinMs },
      )
      .toBe(true);
    const created = await raw(request, `/news/${slug}`);
    expect(created.html).toContain(`<link rel="canonical" href="${url}"`);
    expect(created.html).toContain(`<meta property="og:url" content="${url}"`);
    await expect.poll(async () => (await raw(request, '/news')).html.includes(title), { timeout: publishWithinMs }).toBe(true);
    await expect.poll(() => sitemapUrls(request), { timeout: publishWithinMs }).toContain(url);
    const createdLastmod = await lastmodOf(request, url);
    expect(createdLastmod).toBeTruthy();

    // Updated: the new title everywhere, the sitemap's lastmod moves on.
    await page.goto('/admin/news');
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    const edited = `${title} (updated)`;
    await page.getByLabel('Title', { exact: true }).fill(edited);
    await page.getByLabel('Meta Title').fill(edited);
    await submitNews(page, edited);
    await expect
      .poll(async () => (await raw(request, `/news/${slug}`)).html.includes(`<title>${edited}`), { timeout: publishWithinMs })
      .toBe(true);
    await expect.poll(async () => (await raw(request, '/news')).html.includes(edited), { timeout: publishWithinMs }).toBe(true);
    await expect.poll(() => lastmodOf(request, url), { timeout: publishWithinMs }).not.toBe(createdLastmod);

    // Deleted: the page answers 404, the list and the sitemap drop it.
    await answerConfirm(page, () => page.getByRole('button', { name: `Delete ${edited}` }).click(), 'accept');
    await expect(page.getByText('News has been deleted')).toBeVisible();
    await expect.poll(async () => (await raw(request, `/news/${slug}`)).status, { timeout: publishWithinMs }).toBe(404);
    expect((await raw(request, `/news/${slug}`)).html).toContain('Page Not Found');
    await expect.poll(async () => (await raw(request, '/news')).html.includes(edited), { timeout: publishWithinMs }).toBe(false);
    await expect.poll(() => sitemapUrls(request), { timeout: publishWithinMs }).not.toContain(url);
  });
});

test.describe('what curl sees', () => {
  test('a studio page carries its own title, description, Open Graph tags and text', async ({ request, baseURL }) => {
    const home = await raw(request, '/');
    const { status, html } = await raw(request, '/studio/angular-dev');
    expect(status).toBe(200);
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    expect(title).toContain('Angular');
    expect(title).not.toBe(/<title>([^<]+)<\/title>/.exec(home.html)?.[1]);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    for (const property of ['og:title', 'og:description', 'og:type', 'og:site_name'])
      expect(html).toMatch(new RegExp(`<meta property="${property}" content="[^"]+"`));
    expect(html).toContain(`<meta property="og:url" content="${baseURL}/studio/angular-dev"`);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${baseURL}/[^"]+"`));
    // The page's text is in the HTML, not left to JavaScript.
    const text =
      /<div id="root"[^>]*>([\s\S]*)<\/div>/
        .exec(html)?.[1]
        ?.replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ') ?? '';
    expect(text).toContain('Angular');
    expect(text.length).toBeGreaterThan(1500);
  });

  test('sitemap.xml lists every public URL, each answering 200; robots.txt names it', async ({ request, baseURL }) => {
    const lists = {
      news: '/api/getallNews',
      'press-release': '/api/getallPressRelease',
      events: '/api/getallEvents',
      career: '/api/getAllCareerPost',
      'case-studies': '/api/getAllCaseStudies',
      studio: '/api/getAllServices',
    };
    const contentUrls = async () => {
      const content = await Promise.all(
        Object.entries(lists).map(async ([prefix, api]) => {
          const answer = (await (await request.get(api)).json()) as
            | Array<{ slug?: string }>
            | { data: Array<{ slug?: string; eventSlug?: string }> };
          // Careers answer a bare list (spec §5); the others wrap theirs in data.
          const items = Array.isArray(answer) ? answer : answer.data;
          return items.map((item) => `${baseURL}/${prefix}/${item.slug ?? ('eventSlug' in item ? item.eventSlug : '')}`);
        }),
      );
      return content.flat();
    };
    // Items other tests create meanwhile may come or go: every item the API lists is in the sitemap once its publish
    // has run (within the publishing limit), and the fixed pages are compared exactly.
    await expect
      .poll(
        async () => {
          const [content, urls] = [await contentUrls(), await sitemapUrls(request)];
          return content.filter((url) => !urls.includes(url));
        },
        { timeout: publishWithinMs, message: 'listed items missing from the sitemap' },
      )
      .toEqual([]);
    const fixed = [...staticPagePaths, '/news', '/events', '/press-release', '/career'].map(
      (path) => `${baseURL}${path === '/' ? '/' : path}`,
    );
    const urls = await sitemapUrls(request);
    expect(urls).toEqual(expect.arrayContaining(fixed));
    expect(urls.filter((url) => !/\/(news|press-release|events|career|case-studies|studio)\/[^/]+$/.test(url)).sort()).toEqual(
      [...fixed].sort(),
    );
    for (const url of urls.filter((entry) => fixed.includes(entry))) expect((await raw(request, url)).status, url).toBe(200);
    expect((await raw(request, '/robots.txt')).html).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('unknown paths answer 404 with the 404 page; malformed ones never 5xx', async ({ request }) => {
    for (const path of ['/no-such-page', '/news/no-such-slug', '/studio/no-such-tech', '/case-studies/no-such-study']) {
      const { status, html } = await raw(request, path);
      expect(status, path).toBe(404);
      expect(html, path).toContain('Page Not Found');
    }
    for (const path of ['/%ZZ', '/news/%E0%A4%A']) expect((await raw(request, path)).status, path).toBeLessThan(500);
  });
});
