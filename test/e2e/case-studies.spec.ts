import { test, expect, checkA11y, allowProblems } from './fixtures';
import { revealAll } from './page-at-rest';

const studies = [
  { dept: 'health', title: 'A virtual-care platform for a US telehealth provider', functionality: true },
  { dept: 'i2chain', title: 'i2chain: data-centric security for shared documents', functionality: false },
  { dept: 'edtech', title: 'An adaptive learning platform for a K-12 education publisher', functionality: true },
  { dept: 'hrtech', title: 'A hiring and onboarding suite for a global HR-tech company', functionality: true },
  { dept: 'ecommerce', title: 'A headless storefront for a fashion and lifestyle retailer', functionality: true },
];

for (const { dept, title, functionality } of studies) {
  test(`case study ${dept} renders hero, overview, what we did and technology`, async ({ page }) => {
    await page.goto(`/case-studies/${dept}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { name: 'Overview', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What we did', level: 2 })).toBeVisible();
    const technology = page.getByRole('region', { name: 'Technology used' });
    await expect(technology).toBeVisible();
    expect(await technology.getByRole('listitem').count()).toBeGreaterThanOrEqual(5);
    await expect(page.getByRole('heading', { name: 'Functionality' })).toHaveCount(functionality ? 1 : 0);
    await revealAll(page);
    await checkA11y(page);
  });
}

test('an unknown case study shows Sorry! Page Not Found', async ({ page, pageProblems }) => {
  await page.goto('/case-studies/fintech');
  await expect(page.getByRole('heading', { name: 'Sorry! Page Not Found' })).toBeVisible();
  // The page itself answers HTTP 404, and so does the API's read of the unknown study.
  allowProblems(pageProblems, /status of 404/);
});
