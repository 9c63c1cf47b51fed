/**
 * What a visitor's browser really downloads: the home page's first-load
 * JavaScript stays within budget, and no public page loads admin or editor code.
 */
import { gzipSync } from 'node:zlib';
import { test, expect } from './fixtures';

const homeBudgetBytes = 130 * 1024;
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

test('the home page loads at most 130 KB of gzipped JavaScript', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one measurement is enough');
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
