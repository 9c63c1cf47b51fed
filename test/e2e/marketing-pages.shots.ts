/** The marketing pages, whole, as a reader sees them at rest (see shots.config.ts). */
import { test, expect } from './fixtures';
import { settleForScreenshot } from './page-at-rest';
import { marketingPaths } from './public-urls';

test.use({ reducedMotion: 'reduce' });
test.describe.configure({ timeout: 180_000 });

for (const path of marketingPaths) {
  test(`${path} looks as it did`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settleForScreenshot(page);
    const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
    await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: true, timeout: 120_000 });
  });
}
