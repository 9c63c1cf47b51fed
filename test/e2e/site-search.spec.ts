import type { Page } from '@playwright/test';
import { test, expect, checkA11y } from './fixtures';

const isMobile = () => test.info().project.name === 'mobile';

// The machine running the suite may be shared and slow: give page-heavy tests room.
test.describe.configure({ timeout: 120_000 });

/** Search's own code: its chunk (the dialog, the panel and the /search page) and Pagefind's files. */
const isSearchRequest = (url: string) => {
  const { pathname } = new URL(url);
  return pathname.startsWith('/pagefind/') || pathname.startsWith('/assets/site-search-');
};

/** Opens search from the header (desktop) or the mobile menu (phone), as a visitor does. */
async function openSearch(page: Page) {
  const header = page.getByRole('banner');
  if (isMobile()) {
    await header.getByRole('button', { name: 'Menu' }).click();
    await header.getByRole('navigation', { name: 'Main mobile' }).getByRole('link', { name: 'Search' }).click();
  } else {
    await header.getByRole('link', { name: 'Search' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('searchbox', { name: 'Search the site' })).toBeFocused();
  return dialog;
}

test.describe('site search', () => {
  test('home loads nothing of search until it is opened', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(requests.filter(isSearchRequest)).toEqual([]);

    const dialog = await openSearch(page);
    await dialog.getByRole('searchbox', { name: 'Search the site' }).fill('handsets');
    await expect(dialog.getByRole('status')).toHaveText(/^\d+ results? for “handsets”$/);
    expect(requests.some((url) => new URL(url).pathname === '/pagefind/pagefind.js')).toBe(true);
    expect(requests.some((url) => new URL(url).pathname.startsWith('/assets/site-search-'))).toBe(true);
  });

  test('finds a news item and a service page with title, kind and excerpt, and follows one with the keyboard', async ({ page }) => {
    await page.goto('/about');
    const dialog = await openSearch(page);
    const input = dialog.getByRole('searchbox', { name: 'Search the site' });
    const results = dialog.getByRole('list', { name: /^Results for / });

    await input.fill('handsets');
    const news = results.getByRole('link').filter({ hasText: 'Nexoria Opens a 600-Seat Delivery Centre in New Town, Kolkata' });
    await expect(news).toBeVisible();
    await expect(news.locator('.site-search__kind')).toHaveText('News');
    await expect(news.locator('.site-search__excerpt mark').first()).toHaveText(/handsets/i);

    await input.fill('Hadoop');
    await expect(dialog.getByRole('status')).toHaveText(/^\d+ results? for “Hadoop”$/);
    const service = results.getByRole('link').filter({ hasText: 'Big Data & Hadoop' }).first();
    await expect(service).toBeVisible();
    await expect(service.locator('.site-search__kind')).toHaveText('Service');
    await expect(service.locator('.site-search__excerpt mark').first()).toHaveText(/hadoop/i);
    await checkA11y(page);

    // The arrow key moves from the input into the results; Enter follows the link.
    await input.fill('handsets');
    await expect(news).toBeVisible();
    await input.press('ArrowDown');
    await expect(results.getByRole('link').first()).toBeFocused();
    const target = await results.getByRole('link').first().getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(dialog).toBeHidden();
  });

  test('says when nothing matches, and Escape closes search and returns focus to its button', async ({ page }) => {
    await page.goto('/');
    const dialog = await openSearch(page);
    await dialog.getByRole('searchbox', { name: 'Search the site' }).fill('zzqxvw');
    await expect(dialog.getByRole('status')).toHaveText('No results for “zzqxvw”');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const opener = isMobile()
      ? page.getByRole('navigation', { name: 'Main mobile' }).getByRole('link', { name: 'Search' })
      : page.getByRole('banner').getByRole('link', { name: 'Search' });
    await expect(opener).toBeFocused();
  });
});

test.describe('site search without JavaScript', () => {
  test('the header link leads to a page that explains search needs JavaScript', async ({ browser, viewport }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('a.site-search-button').first()).toHaveAttribute('href', '/search');
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(page.getByText('Search runs in your browser and needs JavaScript.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'News', exact: true })).toHaveAttribute('href', '/news');
    await context.close();
  });
});
