/** News, events with galleries, press releases and careers, end to end against the seeded local stack. */
import type { Page } from '@playwright/test';
import { test, expect, checkA11y, allowProblems } from './fixtures';
import { seedNews, seedPress } from '../../infra/local/seed/content';

test('news: list, open an item from its card by slug, read it', async ({ page }) => {
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  // Other specs add news while this one runs: look for the seeded items, not an exact count.
  const cards = page.getByRole('article');
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(seedNews.length);
  const seeded = cards.filter({ hasText: seedNews[0]!.newsTitle });
  await expect(seeded.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();
  await checkA11y(page);

  const link = seeded.getByRole('link');
  const title = (await link.textContent())!.trim();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/news\/[a-z0-9-]+$/);
  await link.click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('.content-html p').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /read the original source/i })).toHaveAttribute('href', /^https:\/\//);
  await checkA11y(page);
});

test('news: an unknown slug shows the not-found state', async ({ page, pageProblems }) => {
  await page.goto('/news/no-such-story-here');
  await expect(page.getByRole('heading', { name: 'Sorry! Page Not Found' })).toBeVisible();
  allowProblems(pageProblems, /404|getNewsDetails/);
});

test('events: both groups, open a gallery, enlarge and close by button, backdrop and Escape', async ({ page }) => {
  await page.goto('/events');
  const upcoming = page.getByRole('region', { name: 'Upcoming events' });
  const recent = page.getByRole('region', { name: 'New events' });
  await expect(upcoming.getByRole('article')).toHaveCount(3);
  await expect(recent.getByRole('article')).toHaveCount(2);
  await checkA11y(page);

  await recent.getByRole('article').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/events\/[a-z0-9-]+$/);
  const photos = page.getByRole('button', { name: /enlarge photo/i });
  await expect(photos.first()).toBeVisible();

  await photos.first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close enlarged image' })).toBeFocused();
  await checkA11y(page);
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await dialog.getByRole('button', { name: 'Close enlarged image' }).click();
  await expect(dialog).toBeHidden();
  await expect(photos.first()).toBeFocused();

  await photos.nth(1).click();
  await expect(dialog).toBeVisible();
  await page.getByTestId('lightbox-backdrop').click({ position: { x: 5, y: 5 } });
  await expect(dialog).toBeHidden();

  await photos.first().click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('press releases: list and detail by slug', async ({ page }) => {
  await page.goto('/press-release');
  const cards = page.getByRole('article');
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(seedPress.length);
  const seeded = cards.filter({ hasText: seedPress[0]!.title });
  await checkA11y(page);
  const link = seeded.getByRole('link');
  const title = (await link.textContent())!.trim();
  await link.click();
  await expect(page).toHaveURL(/\/press-release\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(/(AM|PM)$/).first()).toBeVisible();
  await checkA11y(page);
});

test('careers: one description open at a time, Apply by mail', async ({ page }) => {
  await page.goto('/career');
  const toggles = page.getByRole('button', { name: /^view (more|less)/ });
  await expect(toggles).toHaveCount(6);
  await toggles.nth(0).click();
  await expect(toggles.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(toggles.nth(0)).toContainText('view less');
  await toggles.nth(1).click();
  await expect(toggles.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(toggles.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(toggles.nth(0)).toContainText('view more');
  await checkA11y(page);

  const title = (await page.getByRole('article').first().getByRole('heading').textContent())!.trim();
  const apply = page
    .getByRole('article')
    .first()
    .getByRole('link', { name: /^Apply/ });
  await expect(apply).toHaveAttribute('href', `mailto:careers@nexoria.tech?subject=${encodeURIComponent(title)}`);
});

/**
 * Prerendered pages carry their data and never call the API on load: a failing
 * call shows when the visitor reaches the page inside the app (here through the
 * browser history, which the router follows).
 */
async function openInApp(page: Page, path: string) {
  await page.goto('/about', { waitUntil: 'networkidle' });
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const failures = [
  { path: '/news', call: '**/api/getallNews', message: 'Something went wrong...' },
  { path: '/press-release', call: '**/api/getallPressRelease', message: 'Failed to load press release data' },
  { path: '/events', call: '**/api/getallEvents', message: 'Failed to fetch event data. Please try again later.' },
];
for (const failure of failures) {
  test(`${failure.path} shows "${failure.message}" when its call fails`, async ({ page, pageProblems }) => {
    await page.route(failure.call, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"ack":0,"error":"down"}' }),
    );
    await openInApp(page, failure.path);
    await expect(page.getByRole('alert').filter({ hasText: failure.message })).toBeVisible();
    allowProblems(pageProblems, /503/);
  });
}

test('careers: a failed load is logged and shows a friendly empty state', async ({ page, pageProblems }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route('**/api/getAllCareerPost', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"ack":0,"error":"down"}' }),
  );
  await openInApp(page, '/career');
  await expect(page.getByText('No open positions right now')).toBeVisible();
  expect(warnings.some((text) => text.includes('Careers could not be loaded'))).toBe(true);
  allowProblems(pageProblems, /503/);
});

test('news and press details show their error texts when the call fails', async ({ page, pageProblems }) => {
  await page.route('**/api/getNewsDetails/**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"ack":0,"error":"down"}' }),
  );
  await page.route('**/api/getPressReleaseDetails/**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"ack":0,"error":"down"}' }),
  );
  await page.goto('/news/any-story');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch event details' })).toBeVisible();
  await page.goto('/press-release/any-release');
  await expect(page.getByRole('alert').filter({ hasText: 'Unable to fetch press release details' })).toBeVisible();
  // Unknown slugs: the documents themselves answer 404.
  allowProblems(pageProblems, /503|status of 404/);
});
