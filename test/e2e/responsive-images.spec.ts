/** Uploaded images reach visitors processed, light and fast: <picture> with AVIF and WebP, real sizes, the LCP banner first, cards lazy. */
import { test, expect } from './fixtures';
import { seedNews } from '../../infra/local/seed/content';

test('an article banner is a picture with AVIF and WebP sources, its size, loaded at once and first', async ({ page, request }) => {
  await page.goto('/news');
  const card = page.getByRole('article').filter({ hasText: seedNews[0]!.newsTitle });
  const href = (await card.getByRole('link').getAttribute('href'))!;

  // The published HTML already carries it (crawlers and the first paint, before any script).
  const html = await (await request.get(href)).text();
  expect(html).toMatch(/<picture[^>]*>\s*<source type="image\/avif"/);

  await page.goto(href);
  const picture = page.locator('picture:has(img.content-article__banner)');
  await expect(picture.locator('source')).toHaveCount(2);
  await expect(picture.locator('source').nth(0)).toHaveAttribute('type', 'image/avif');
  await expect(picture.locator('source').nth(0)).toHaveAttribute('srcset', /-w480\.avif 480w, .*-w960\.avif 960w/);
  await expect(picture.locator('source').nth(1)).toHaveAttribute('type', 'image/webp');
  const banner = picture.locator('img');
  await expect(banner).toHaveAttribute('width', /^\d+$/);
  await expect(banner).toHaveAttribute('height', /^\d+$/);
  await expect(banner).toHaveAttribute('fetchpriority', 'high');
  await expect(banner).toHaveAttribute('loading', 'eager');
  await expect(banner).toHaveAttribute('alt', /\w+/);
  // Chromium picks the AVIF source at a width that fits the viewport, and drops the placeholder once it is there.
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await banner.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-w\d+\.avif$/);
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.style.backgroundImage)).toBe('none');
});

test('news cards load their images lazily, each with its width and height', async ({ page }) => {
  await page.goto('/news');
  const images = page.locator('.content-card__media');
  await expect.poll(() => images.count()).toBeGreaterThanOrEqual(seedNews.length);
  for (const img of await images.all()) {
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', /^\d+$/);
    await expect(img).toHaveAttribute('height', /^\d+$/);
    await expect(img).not.toHaveAttribute('fetchpriority', 'high');
  }
});
