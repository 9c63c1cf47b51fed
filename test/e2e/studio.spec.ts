import { test, expect, checkA11y, allowProblems } from './fixtures';
import { revealAll } from './page-at-rest';

/** The sixteen service pages (spec §2), with the breadcrumb each must show. */
const pages = [
  { tech: 'angular-dev', title: 'Angular Development', crumb: 'STUDIO / WEB DEVELOPMENT / ANGULAR' },
  { tech: 'react-dev', title: 'React Development', crumb: 'STUDIO / WEB DEVELOPMENT / REACT' },
  { tech: 'full-stack-developer', title: 'Full Stack Development', crumb: 'STUDIO / WEB DEVELOPMENT / FULL STACK' },
  { tech: 'ui-ux', title: 'UI/UX Design', crumb: 'STUDIO / WEB DEVELOPMENT / UI/UX' },
  { tech: 'node-dev', title: 'Node.js Development', crumb: 'STUDIO / BACK END / NODE' },
  { tech: 'golang-dev', title: 'Golang Development', crumb: 'STUDIO / BACK END / GOLANG' },
  { tech: 'hadoop', title: 'Big Data & Hadoop', crumb: 'STUDIO / BACK END / HADOOP' },
  { tech: 'python-dev', title: 'Python Development', crumb: 'STUDIO / BACK END / PYTHON' },
  { tech: 'dynamic365', title: 'Microsoft Dynamics 365', crumb: 'STUDIO / BACK END / DYNAMIC 365' },
  { tech: 'blockchain', title: 'Blockchain Development', crumb: 'STUDIO / BACK END / BLOCKCHAIN' },
  { tech: 'cloud-dev', title: 'Cloud Development', crumb: 'STUDIO / OTHERS / CLOUD DEVELOPMENT' },
  { tech: 'cloud-devops', title: 'Cloud DevOps', crumb: 'STUDIO / OTHERS / CLOUD DEVOPS' },
  { tech: 'quality-engineering', title: 'Quality Engineering', crumb: 'STUDIO / OTHERS / QUALITY ENGINEERING' },
  { tech: 'software-maintenance', title: 'Software Support & Maintenance', crumb: 'STUDIO / OTHERS / SOFTWARE SUPPORT' },
  { tech: 'mobile-app-dev', title: 'Mobile App Development', crumb: 'STUDIO / MOBILE DEVELOPMENT / MOBILE APP' },
  { tech: 'SAP', title: 'SAP Services', crumb: 'STUDIO / SAP / SAP' },
];

for (const { tech, title, crumb } of pages) {
  test(`studio ${tech} renders its hero and breadcrumb`, async ({ page }) => {
    await page.goto(`/studio/${tech}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(crumb);
    await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`));
    await expect(page.locator('h1')).toHaveCount(1);
    await revealAll(page);
    await checkA11y(page);
  });
}

test('the skills tabs start on the first group and start over on another service', async ({ page }) => {
  await page.goto('/studio/angular-dev');
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.goto('/studio/react-dev');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('React Development');
  await expect(page.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
});

test('Hire Us goes to /hiring', async ({ page }) => {
  await page.goto('/studio/python-dev');
  await page.getByRole('link', { name: 'Hire Us' }).first().click();
  await expect(page).toHaveURL(/\/hiring$/);
});

test('an unknown studio tech shows Sorry! Page Not Found', async ({ page, pageProblems }) => {
  await page.goto('/studio/unknown');
  await expect(page.getByRole('heading', { name: 'Sorry! Page Not Found' })).toBeVisible();
  // The page itself answers HTTP 404, and so does the API's read of the unknown service.
  allowProblems(pageProblems, /status of 404/);
});
