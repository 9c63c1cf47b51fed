import type { Page } from '@playwright/test';
import { test, expect, checkA11y, allowProblems, desktopOnly, mobileOnly } from './fixtures';
import { studioGroups } from '../../web/src/config/navigation';
import { site } from '../../web/src/config/site';

const scrollLocked = (page: Page) => page.evaluate(() => document.body.classList.contains('scroll-locked'));

// The machine running the suite may be shared and slow: give page-heavy tests room.
test.describe.configure({ timeout: 120_000 });

test.describe('site shell at both widths', () => {
  test('home loads with header and footer', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toBeVisible();
    await expect(header.getByRole('link', { name: site.name })).toHaveAttribute('href', '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    await expect(footer).toContainText(`© ${site.copyrightYear} ${site.name}. All rights reserved.`);
    await expect(footer.getByRole('link', { name: 'Contact us here' })).toHaveAttribute('href', '/contact');
    for (const name of ['LinkedIn', 'Instagram', 'Facebook', 'X']) {
      await expect(footer.getByRole('link', { name: new RegExp(`on ${name} `) })).toHaveAttribute('target', '_blank');
    }
    for (const country of ['United States', 'Singapore', 'India'])
      await expect(footer.getByRole('img', { name: `${country} flag` })).toBeVisible();
  });

  test('an unknown path shows the 404 page and its link returns home', async ({ page, pageProblems }) => {
    await page.goto('/this-page-does-not-exist');
    allowProblems(pageProblems, /status of 404/); // the page itself answers HTTP 404
    await expect(page.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(/404 - Page Not Found/);
    await checkA11y(page);
    await page.getByRole('link', { name: 'Go Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a route change scrolls to the top', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.body.scrollHeight);
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('desktop navigation', desktopOnly, () => {
  test('Studio lists the sixteen links; Insights & news replaces it; a click outside closes', async ({ page }) => {
    await page.goto('/about');
    const studio = page.getByRole('button', { name: 'Studio' });
    const insights = page.getByRole('button', { name: 'Insights & news' });
    await expect(studio).toHaveAttribute('aria-expanded', 'false');
    await studio.click();
    await expect(studio).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#site-menu-studio');
    await expect(menu).toBeVisible();
    await expect(menu.locator('.site-studio__title')).toHaveText(studioGroups.map((group) => group.title));
    for (const group of studioGroups) {
      for (const link of group.links) {
        await expect(menu.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', `/studio/${link.tech}`);
      }
    }
    // At least these sixteen: a test that adds a service may have published it meanwhile.
    await checkA11y(page);

    await insights.click();
    await expect(menu).toBeHidden();
    await expect(studio).toHaveAttribute('aria-expanded', 'false');
    const dropdown = page.locator('#site-menu-insights');
    await expect(dropdown.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
    await expect(dropdown.getByRole('link', { name: /Press Release/ })).toHaveAttribute('href', '/press-release');
    const blogs = dropdown.getByRole('link', { name: /Blogs/ });
    await expect(blogs).toHaveAttribute('href', site.blogUrl);
    await expect(blogs).toHaveAttribute('target', '_blank');
    await expect(blogs).toHaveAttribute('rel', 'noopener noreferrer');

    await page.getByRole('heading', { level: 1 }).click();
    await expect(dropdown).toBeHidden();
    await expect(insights).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes a menu and returns focus to its button', async ({ page }) => {
    await page.goto('/about');
    const studio = page.getByRole('button', { name: 'Studio' });
    await studio.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#site-menu-studio')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#site-menu-studio')).toBeHidden();
    await expect(studio).toBeFocused();
  });

  test('a studio link navigates and closes the menu', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Studio' }).click();
    await page.locator('#site-menu-studio').getByRole('link', { name: 'React', exact: true }).click();
    await expect(page).toHaveURL(/\/studio\/react-dev$/);
    await expect(page.locator('#site-menu-studio')).toBeHidden();
  });

  test('the plain tabs navigate', async ({ page }) => {
    await page.goto('/privacy-policy');
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe('mobile menu', mobileOnly, () => {
  test('the hamburger opens a full-screen menu that locks scroll, and a link closes it', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
    const burger = page.getByRole('button', { name: 'Menu' });
    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#site-mobile-menu');
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box?.width).toBe(375);
    expect(await scrollLocked(page)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    await menu.getByRole('button', { name: 'Studio' }).click();
    await expect(menu.locator('summary')).toHaveCount(5);
    await checkA11y(page);

    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
    expect(await scrollLocked(page)).toBe(false);
  });

  test('a studio group in the mobile menu navigates', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.locator('#site-mobile-menu');
    await menu.getByRole('button', { name: 'Studio' }).click();
    await menu.getByText('Back End', { exact: true }).click();
    await menu.getByRole('link', { name: 'Golang', exact: true }).click();
    await expect(page).toHaveURL(/\/studio\/golang-dev$/);
    await expect(menu).toBeHidden();
    expect(await scrollLocked(page)).toBe(false);
  });
});
