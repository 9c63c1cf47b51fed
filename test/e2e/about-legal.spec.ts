import { test, expect, checkA11y } from './fixtures';
import { revealAll } from './page-at-rest';
import { withAboutPage } from './page-document-lock';

// Long pages scrolled through and audited by axe: allow for a slow, shared machine.
test.describe.configure({ timeout: 180_000 });

test('the About page shows its sections and key claims', async ({ page }) => {
  // Not while the About journey has a figure changed.
  await withAboutPage(() => page.goto('/about'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/About us/);
  const main = page.getByRole('main');
  await expect(main.getByText('400+', { exact: true }).first()).toBeVisible();
  await expect(main.getByText('10+', { exact: true }).first()).toBeVisible();
  await expect(main.getByText('16+ years').first()).toBeVisible();
  await expect(main.getByText(/100\+ members/).first()).toBeVisible();
  for (const figure of ['92%', '95%', '90%', '4+ years']) await expect(main.getByText(figure, { exact: true })).toBeVisible();
  for (const claim of [/65%/, /28%/, /7 new clients in 2022/, /9 of 10 clients/]) await expect(main.getByText(claim).first()).toBeVisible();
  for (const title of ['Our mission', 'Our vision']) await expect(main.getByRole('heading', { name: title })).toBeVisible();
  await expect(main.getByText('Our X-factor')).toBeVisible();
  // The ticker's second copy exists only for the seamless loop.
  await expect(page.locator('.about-ticker ul[aria-hidden="true"]')).toHaveCount(1);
  await revealAll(page);
  await expect(page.locator('.about-why .reveal--shown')).toHaveCount(6);
  await checkA11y(page);
});

test('the privacy policy is dated, covers children under 16 and has working anchors', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy and Terms of Service' })).toBeVisible();
  await expect(page.getByText('Last updated: 27th July 23')).toBeVisible();
  await expect(page.getByText(/not directed to children under 16/)).toBeVisible();
  await expect(page.getByText(/do not knowingly collect personal data from anyone under 16/)).toBeVisible();
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await toc.getByRole('link', { name: 'Children' }).click();
  await expect(page).toHaveURL(/#children$/);
  await expect(page.getByRole('heading', { name: /Children/ })).toBeInViewport();
  await checkA11y(page);
});
