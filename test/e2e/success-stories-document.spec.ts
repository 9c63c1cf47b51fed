/**
 * The marketing team changes a figure of the success stories without a
 * developer: an Editor opens Success stories in the Pages menu, changes the
 * first metric from "92%" to "93%" and submits (the form offers no Save draft
 * or Publish at), and within 15 s /success-stories and a tech page show it;
 * restoring the earlier version brings "92%" back. Both widths. The page is
 * one document, so the two widths (and the test reading its figures) take turns.
 */
import type { Page } from '@playwright/test';
import { createUserByApi, signInAs } from './admin-support';
import { withSuccessStories } from './page-document-lock';
import { expect, test } from './fixtures';

const publishWithinMs = 15_000;

async function expectFirstMetric(page: Page, path: string, value: string) {
  await expect(async () => {
    await page.goto(path);
    expect(await page.locator('.ss-metric__value').first().textContent()).toBe(value);
  }).toPass({ timeout: publishWithinMs, intervals: [500, 1000] });
}

const firstMetricInput = (page: Page) => page.getByRole('group', { name: 'Metrics', exact: true }).getByLabel('Value').first();

test('an Editor changes a metric of the success stories, sees it published, and restores the earlier version', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const email = `stories-editor-${testInfo.project.name}-${Date.now().toString(36)}@example.org`;
  const password = 'stories-editor-secret-1';
  await createUserByApi(request, email, 'editor', password);
  await signInAs(page, email, password);

  await withSuccessStories(async () => {
    // The Pages menu's Success stories opens the one document's form.
    if (testInfo.project.name === 'mobile') {
      await page.goto('/admin/success-stories-page');
    } else {
      // The admin bar's link: the site's own menu has a Success stories link too.
      const adminNav = page.getByRole('navigation', { name: 'Admin sections' });
      await adminNav.getByRole('button', { name: 'Pages' }).click();
      await adminNav.getByRole('link', { name: 'Success stories' }).click();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Success stories' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
    await expect(page.getByLabel('Publish at')).toHaveCount(0);
    // The growth figures are stored as numbers and edited as their digits.
    await expect(page.getByRole('group', { name: 'Growth', exact: true }).getByLabel('Active clients').last()).toHaveValue('27');

    await expect(firstMetricInput(page)).toHaveValue('92%');
    await firstMetricInput(page).fill('93%');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Success stories page has been updated')).toBeVisible();
    await expectFirstMetric(page, '/success-stories', '93%');
    await expectFirstMetric(page, '/success-stories/react-dev', '93%');

    // The earlier version, restored from the form's versions.
    await page.goto('/admin/success-stories-page');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Restore' }).first().click();
    await expect(firstMetricInput(page)).toHaveValue('92%');
    await expectFirstMetric(page, '/success-stories', '92%');
  });
});
