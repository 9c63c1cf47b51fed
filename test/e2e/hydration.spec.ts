/**
 * Prerendered pages come alive in place: React hydrates the server's markup
 * with no mismatch (no console error or warning), the page's data is not
 * fetched again, and the router takes over links without a full reload.
 */
import { test, expect } from './fixtures';
import { routes } from '../../functions/contract/routes';
import { contentPages } from './public-urls';

const mainPaths = [
  '/',
  '/about',
  '/contact',
  '/hiring',
  '/success-stories',
  '/privacy-policy',
  '/studio/angular-dev',
  '/case-studies/health',
  '/news',
  '/events',
  '/press-release',
  '/career',
];

test('main routes hydrate without a warning and without fetching their data again', async ({ page, request }) => {
  // Sixteen pages, each loaded to network idle: a loaded machine takes minutes.
  test.setTimeout(180_000);
  const contentPaths = (await contentPages(request)).filter(
    (item, index, all) =>
      all.findIndex((other) => other.kind === item.kind && other.path.split('/')[1] === item.path.split('/')[1]) === index,
  );
  const warnings: string[] = [];
  const apiCalls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(`${page.url()}: ${message.text()}`);
  });
  let current = '';
  page.on('request', (request) => {
    const called = new URL(request.url()).pathname;
    if (!called.startsWith('/api/')) return;
    // Home reached by the logo from another page has none of its own data in the document: it reads its copy and lists then.
    const homeLists: string[] = [routes.getHomePage.path, routes.getAllTestimonials.path, routes.getAllCaseStudies.path];
    const homeByLink = current !== '/' && new URL(page.url()).pathname === '/' && homeLists.includes(called);
    if (!homeByLink) apiCalls.push(`${page.url()}: ${request.url()}`);
  });
  for (const path of [...mainPaths, ...contentPaths.map((item) => item.path)]) {
    current = path;
    await test.step(path, async () => {
      const raw = await (await request.get(path)).text();
      const serverHeading = /<h1[^>]*>(.*?)<\/h1>/s.exec(raw)?.[1]?.replace(/<[^>]+>/g, '');
      await page.goto(path, { waitUntil: 'networkidle' });
      // Hydrated: the router handles a click on the logo without loading a new document.
      await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(serverHeading!.replace(/&amp;/g, '&'));
      await page
        .getByRole('link', { name: /Nexoria Technologies/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/$/);
      expect(await page.evaluate(() => (window as unknown as { stillThisDocument?: boolean }).stillThisDocument)).toBe(true);
    });
  }
  expect(warnings).toEqual([]);
  expect(apiCalls).toEqual([]);
});

test('the prerendered career list works at once: descriptions open without a reload or a fetch', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) apiCalls.push(request.url());
  });
  await page.goto('/career', { waitUntil: 'networkidle' });
  // By class: the button's name changes to "view less" once open.
  const first = page.locator('.careers-card__toggle').first();
  await expect(first).toHaveText(/view more/i);
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveText(/view less/i);
  expect(apiCalls).toEqual([]);
});

test('on client navigation the head follows the page', async ({ page, baseURL }) => {
  await page.goto('/contact', { waitUntil: 'networkidle' });
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  await page
    .getByRole('link', { name: /Nexoria Technologies/ })
    .first()
    .click();
  await expect(page).toHaveTitle(/^Enterprise software, cloud and generative AI services \|/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/`);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  const organization = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<
    string,
    unknown
  >;
  expect(organization['@type']).toBe('Organization');
});

test('pages load no app code before their first paint, and a click that comes before the app is replayed once it hydrates', async ({
  page,
  request,
}) => {
  // Up front, only the boot script: the app's entry and the page's chunks are handed to it, not loaded from <head>.
  const html = await (await request.get('/career')).text();
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)];
  expect(scripts.map((match) => match[1])).toEqual([expect.stringMatching(/^\/assets\/boot-[\w-]+\.js$/)]);
  expect(scripts[0]?.[0]).toMatch(/data-entry="\/assets\/index-[\w-]+\.js"/);
  expect(html).not.toContain('modulepreload');

  // The entry is held back until the visitor has clicked, so the click certainly comes before the app.
  let clicked!: () => void;
  const afterClick = new Promise<void>((resolve) => {
    clicked = resolve;
  });
  let entryRequested = false;
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    entryRequested = true;
    await afterClick;
    await route.continue();
  });
  await page.goto('/career', { waitUntil: 'commit' });
  await page.waitForLoadState('load');
  const first = page.locator('.careers-card__toggle').first();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await first.click();
  // Held by the boot script, not lost: nothing happens until React has the page.
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  clicked();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveText(/view less/i);
  expect(entryRequested).toBe(true);
});
