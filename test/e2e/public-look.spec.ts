/**
 * The look of the public pages, compared with committed screenshots at both
 * widths: a broken layout, a lost style sheet or a section gone missing shows
 * up here even when every text is still on the page. The home page's first
 * screen is what every visitor meets; the whole contact page carries the
 * shell (header, footer, newsletter form) and the forms; the main part of one
 * studio service stands for its sixteen siblings. A whole page costs about
 * 1 MB of baseline, so the other pages are left to the tests that read their
 * texts; the content lists are left out too, since other tests add items to
 * them while this one runs.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { settleForScreenshot } from './page-at-rest';

// Motion reduced from the first paint: every card is in place and nothing moves while the page is photographed.
test.use({ reducedMotion: 'reduce' });
// Long pages, photographed until two shots in a row agree: allow for a slow, shared machine.
test.describe.configure({ timeout: 120_000 });

const shotTimeout = 60_000;

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settleForScreenshot(page);
}

test('the home page looks as it did on the first screen', async ({ page }) => {
  await open(page, '/');
  await expect(page).toHaveScreenshot('home-first-screen.png', { timeout: shotTimeout });
});

test('the contact page looks as it did, header to footer', async ({ page }) => {
  await open(page, '/contact');
  await expect(page).toHaveScreenshot('contact.png', { fullPage: true, timeout: shotTimeout });
});

test('a studio service page looks as it did between header and footer', async ({ page }) => {
  await open(page, '/studio/react-dev');
  await expect(page.getByRole('main')).toHaveScreenshot('studio-react-dev-main.png', { timeout: shotTimeout });
});
