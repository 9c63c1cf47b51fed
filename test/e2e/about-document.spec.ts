/**
 * The marketing team changes a figure of the About page without a developer:
 * an Editor opens About page in the Pages menu, changes "400+" to "450+" in a
 * badge and submits (the form offers no Save draft or Publish at), and within
 * 15 s /about shows it; restoring the earlier version brings "400+" back.
 * Both widths. The page is one document, so the two widths take turns.
 */
import type { Page } from '@playwright/test';
import { createUserByApi, signInAs } from './admin-support';
import { withAboutPage } from './page-document-lock';
import { expect, test } from './fixtures';

const publishWithinMs = 15_000;

const badgeValues = async (page: Page) => page.locator('.about-badge__value').allTextContents();

async function expectBadgesOnAbout(page: Page, first: string) {
  await expect(async () => {
    await page.goto('/about');
    expect((await badgeValues(page))[0]).toBe(first);
  }).toPass({ timeout: publishWithinMs, intervals: [500, 1000] });
}

test('an Editor changes a badge of the About page, sees it published, and restores the earlier version', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const email = `about-editor-${testInfo.project.name}-${Date.now().toString(36)}@example.org`;
  const password = 'about-editor-secret-1';
  await createUserByApi(request, email, 'editor', password);
  await signInAs(page, email, password);

  await withAboutPage(async () => {
    // The Pages menu's About page opens the one document's form.
    if (testInfo.project.name === 'mobile') {
      await page.goto('/admin/about-page');
    } else {
      await page.getByRole('button', { name: 'Pages' }).click();
      await page.getByRole('link', { name: 'About page' }).click();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'About page' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
    await expect(page.getByLabel('Publish at')).toHaveCount(0);

    const value = page.getByRole('group', { name: 'Badges', exact: true }).getByLabel('Value').first();
    await expect(value).toHaveValue('400+');
    await value.fill('450+');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('About page has been updated')).toBeVisible();
    await expectBadgesOnAbout(page, '450+');

    // The earlier version, restored from the form's versions.
    await page.goto('/admin/about-page');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Restore' }).first().click();
    await expect(page.getByRole('group', { name: 'Badges', exact: true }).getByLabel('Value').first()).toHaveValue('400+');
    await expectBadgesOnAbout(page, '400+');
  });
});
