/**
 * What a visitor's browser really downloads: the home page's first-load
 * JavaScript stays within budget, and no public page loads admin or editor code.
 */
import { gzipSync } from 'node:zlib';
import { test, expect, desktopOnly } from './fixtures';

const homeBudgetBytes = 110 * 1024;
const publicPaths = [
  '/',
  '/about',
  '/studio/react-dev',
  '/case-studies/health',
  '/success-stories',
  '/hiring',
  '/contact',
  '/news',
  '/events',
  '/press-release',
  '/career',
  '/privacy-policy',
];

// One measurement is enough: the desktop width's.
test('the home page loads at most 110 KB of gzipped JavaScript', desktopOnly, async ({ page }, testInfo) => {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(response.url(), gzipSync(await response.body()).length);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('h1')).toBeVisible();
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  testInfo.annotations.push({ type: 'home first-load JS (gzip)', description: `${(total / 1024).toFixed(1)} KB in ${scripts.size} files` });
  console.log(`home first-load JS: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.size} files`);
  expect(total).toBeLessThanOrEqual(homeBudgetBytes);
});

test('public pages never load admin code or the editor', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') loaded.push(new URL(request.url()).pathname);
  });
  for (const path of publicPaths) {
    await page.goto(path, { waitUntil: 'networkidle' });
  }
  expect(loaded.filter((script) => /admin|editor|quill/i.test(script))).toEqual([]);
});

test('home preloads its one Latin font face, the file its stylesheet uses, and downloads no other subset', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  const preloads = [...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)"/g)].map(
    (match) => match[1],
  );
  expect(preloads).toHaveLength(1);
  expect(preloads[0]).toMatch(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
  const fonts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') fonts.push(new URL(response.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  // The preloaded file is the one the page's text uses: fetched once, and no Cyrillic, Greek or Vietnamese file exists to fetch.
  expect(fonts).toEqual(preloads);
  expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
  const stylesheets = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href),
  );
  const css = (await Promise.all(stylesheets.map(async (href) => (await request.get(href)).text()))).join('\n');
  expect(css).not.toMatch(/cyrillic|greek|vietnamese/);
  expect(css).toContain('font-display:swap');
});
