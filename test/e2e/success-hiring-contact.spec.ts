import type { Page } from '@playwright/test';
import { test, expect, checkA11y, allowProblems } from './fixtures';
import { revealAll } from './page-at-rest';
import { withSuccessStories } from './page-document-lock';

/** Nothing may widen the page past the viewport (no sideways scrolling on a phone). */
async function expectNoHorizontalOverflow(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
}

const yearButton = (page: Page, year: number) => page.getByRole('button', { name: new RegExp(`^${year} `) });

test.describe('success stories', () => {
  test('shows the years as an accordion that opens one year or none', async ({ page }) => {
    // Its figures are the document's, which success-stories-document.spec changes for a while.
    await withSuccessStories(() => page.goto('/success-stories'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const year of [2022, 2021, 2020, 2019]) await expect(yearButton(page, year)).toBeVisible();
    await expect(yearButton(page, 2022)).toHaveAttribute('aria-expanded', 'true');

    await yearButton(page, 2021).click();
    await expect(yearButton(page, 2021)).toHaveAttribute('aria-expanded', 'true');
    await expect(yearButton(page, 2022)).toHaveAttribute('aria-expanded', 'false');
    const accordion = page.locator('.ss-accordion');
    await expect(accordion.getByRole('region', { name: /^2021/ })).toBeVisible();
    await expect(accordion.getByRole('region')).toHaveCount(1);

    await yearButton(page, 2021).click();
    await expect(yearButton(page, 2021)).toHaveAttribute('aria-expanded', 'false');
    await expect(accordion.getByRole('region')).toHaveCount(0);

    await yearButton(page, 2022).click();
    await expect(accordion.getByRole('region', { name: /^2022/ }).getByRole('listitem')).toHaveCount(7);

    const graph = page.locator('figure.ss-graph');
    const mobile = (page.viewportSize()?.width ?? 1280) < 768;
    await expect(graph).toHaveAttribute('data-variant', mobile ? 'mobile' : 'web');
    for (const value of ['400+', '10+', '4+', '9 of 10', '92%', '95%', '90%', '65%', '28%']) {
      await expect(page.getByText(value, { exact: true })).toBeVisible();
    }
    await revealAll(page);
    await expectNoHorizontalOverflow(page);
    await checkA11y(page);
  });

  test('a studio tech highlights that service', async ({ page }) => {
    await page.goto('/success-stories/react-dev');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results our React teams helped deliver');
    await expect(yearButton(page, 2019)).toBeVisible();
    await revealAll(page);
    await expectNoHorizontalOverflow(page);
    await checkA11y(page);
  });

  test('an unknown tech shows Sorry! Page Not Found', async ({ page, pageProblems }) => {
    await page.goto('/success-stories/nope');
    allowProblems(pageProblems, /status of 404/); // the page itself answers HTTP 404
    await expect(page.getByRole('heading', { level: 1, name: 'Sorry! Page Not Found' })).toBeVisible();
    await expect(yearButton(page, 2022)).toHaveCount(0);
    await checkA11y(page);
  });
});

test('hire us shows both hiring processes, the models and 3-day onboarding', async ({ page }) => {
  await page.goto('/hiring');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hire Us');
  await expect(page.getByRole('heading', { level: 2, name: 'Fixed-basis Hiring Process' })).toBeVisible();
  const fixed = page.getByRole('list', { name: 'Fixed-basis hiring steps' });
  for (const step of ['Project Processing', 'Fixing Price', 'Shortlisting Developers', 'Analyzing Project']) {
    await expect(fixed.getByRole('heading', { name: step })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Monthly-basis Hiring Process' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Enterprise hiring steps' }).getByRole('listitem')).toHaveCount(7);
  for (const model of ['Hourly', 'Weekly', 'Monthly', 'Yearly']) {
    await expect(page.getByRole('heading', { level: 3, name: model, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Candidate onboarding within 3 days' })).toBeVisible();
  await expect(page.getByText('3 days').first()).toBeVisible();
  await revealAll(page);
  await expectNoHorizontalOverflow(page);
  await checkA11y(page);
});

test('contact shows the hero, the message section, four office entries and the map', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  await expect(page.getByText('Get in touch with our help team & get instant response', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Leave us a message' })).toBeVisible();
  const offices = page.getByRole('region', { name: 'Office Address' });
  await expect(offices.getByRole('heading', { name: 'Office Address' })).toBeVisible();
  await expect(offices.getByRole('listitem')).toHaveCount(4);
  for (const text of ['Kolkata', 'California', 'Singapore', 'Connect with us']) {
    await expect(offices.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('img', { name: /World map with our offices/ })).toBeVisible();
  await revealAll(page);
  await expectNoHorizontalOverflow(page);
  await checkA11y(page);
});
