/**
 * The marketing team changes a figure of the home page without a developer:
 * an Editor opens Home page in the Pages menu, changes the stats band's
 * "400+" to "450+" and submits, and within 15 s / shows it; restoring the
 * earlier version brings "400+" back. Both widths. The page is one document,
 * so the two widths (and the home spec that reads its figures) take turns.
 */
import type { Page } from '@playwright/test';
import { createUserByApi, signInAs } from './admin-support';
import { withHomePage } from './page-document-lock';
import { expect, test } from './fixtures';

const publishWithinMs = 15_000;

async function expectFirstStatOnHome(page: Page, value: string) {
  await expect(async () => {
    await page.goto('/');
    await expect(page.locator('.home-stats__value').first()).toHaveText(value, { timeout: 1000 });
  }).toPass({ timeout: publishWithinMs, intervals: [500, 1000] });
}

test('an Editor changes the home page’s stats band, sees it published, and restores the earlier version', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const email = `home-editor-${testInfo.project.name}-${Date.now().toString(36)}@example.org`;
  const password = 'home-editor-secret-1';
  await createUserByApi(request, email, 'editor', password);
  await signInAs(page, email, password);

  await withHomePage(async () => {
    // The Pages menu's Home page opens the one document's form.
    if (testInfo.project.name === 'mobile') {
      await page.goto('/admin/home-page');
    } else {
      await page.getByRole('button', { name: 'Pages' }).click();
      await page.getByRole('link', { name: 'Home page' }).click();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Home page' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);

    const value = page.getByRole('group', { name: 'Stats', exact: true }).getByLabel('Value').first();
    await expect(value).toHaveValue('400+');
    await value.fill('450+');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Home page has been updated')).toBeVisible();
    await expectFirstStatOnHome(page, '450+');

    // The earlier version, restored from the form's versions.
    await page.goto('/admin/home-page');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Restore' }).first().click();
    await expect(page.getByRole('group', { name: 'Stats', exact: true }).getByLabel('Value').first()).toHaveValue('400+');
    await expectFirstStatOnHome(page, '400+');
  });
});
