/**
 * The admin's content tables keep an editor's place: the page and the query
 * in the URL, Search, the Status filter, cards on phones with one menu
 * button, and the row an update came back from highlighted.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, checkA11y, mobileOnly } from './fixtures';
import { apiToken, createNewsByApi, signIn, unique } from './admin-support';

/** Titles of the seeded draft press release and scheduled news item (infra/local/seed/editorial.ts). */
const seededDraftPress = 'Nexoria Technologies Opens Dubai Office to Serve Healthcare Providers in the Gulf';
const seededScheduledNews = 'Nexoria Celebrates Ten Years of Engineering from Kolkata';

/** News drafts need only their title: cheap rows for paging and search. */
async function createNewsDrafts(request: APIRequestContext, token: string, prefix: string, count: number): Promise<void> {
  for (let i = 1; i <= count; i += 1) {
    const response = await request.post('/api/createNews', {
      headers: { authorization: `Bearer ${token}` },
      data: { newsTitle: `${prefix} #${String(i).padStart(2, '0')}`, status: 'draft' },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

const bodyRows = (page: Page) => page.locator('.admin-table tbody tr');
/** The title cell of a row (by its column, which a phone's compact row shows alone). */
const titleOf = (page: Page, index: number) => bodyRows(page).nth(index).locator('td[data-label="Title"]');

test.describe('admin tables', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the page number survives reload and Back', async ({ page, request }) => {
    const token = await apiToken(request);
    const prefix = unique('Paging draft');
    await createNewsDrafts(request, token, prefix, 21);
    await signIn(page, request);
    // Only this test's rows, in title order: other tests add news at the same time.
    await page.goto(`/admin/news?q=${encodeURIComponent(prefix)}&sort=az`);
    const range = page.getByTestId('admin-range');
    await expect(range).toHaveText('1 - 20 of 21');

    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(range).toHaveText('21 - 21 of 21');
    await expect(titleOf(page, 0)).toHaveText(`${prefix} #21`);

    await page.reload();
    await expect(range).toHaveText('21 - 21 of 21');
    await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(titleOf(page, 0)).toHaveText(`${prefix} #21`);

    // Back undoes paging…
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(range).toHaveText('1 - 20 of 21');
    await page.goBack();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(range).toHaveText('21 - 21 of 21');

    // …and brings the editor back to the page after opening an item.
    await page.getByRole('button', { name: `Edit ${prefix} #21` }).click();
    await expect(page).toHaveURL(/\/admin\/update-news\/[\w-]+$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/news\?.*page=2/);
    await expect(range).toHaveText('21 - 21 of 21');
    await expect(titleOf(page, 0)).toHaveText(`${prefix} #21`);
    await checkA11y(page);
  });

  test('search narrows the rows and stays in the URL', async ({ page, request }) => {
    const token = await apiToken(request);
    const prefix = unique('Searchable draft');
    await createNewsDrafts(request, token, prefix, 3);
    await signIn(page, request);
    await page.goto('/admin/news');
    await expect(page.getByTestId('admin-range')).toHaveText(/of \d+$/);

    await page.getByRole('searchbox', { name: 'Search' }).fill(`${prefix} #02`);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(titleOf(page, 0)).toHaveText(`${prefix} #02`);
    await expect(page).toHaveURL(/[?&]q=/);

    await page.getByRole('searchbox', { name: 'Search' }).fill(prefix);
    await expect(bodyRows(page)).toHaveCount(3);
    await page.getByLabel('Sort by').selectOption({ label: 'Title Z–A' });
    await expect(titleOf(page, 0)).toHaveText(`${prefix} #03`);

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(prefix);
    await expect(page.getByLabel('Sort by')).toHaveValue('za');
    await expect(bodyRows(page)).toHaveCount(3);
    await expect(titleOf(page, 2)).toHaveText(`${prefix} #01`);
  });

  test('the Status filter shows the seeded draft and scheduled items', async ({ page, request }) => {
    await signIn(page, request);
    await page.goto('/admin/press-release');
    await expect(page.getByRole('cell', { name: seededDraftPress, exact: true })).toBeVisible();
    await page.getByLabel('Status').selectOption({ label: 'Draft' });
    await expect(page).toHaveURL(/status=draft/);
    const draftRow = page.getByRole('row').filter({ hasText: seededDraftPress });
    await expect(draftRow.getByText('Draft', { exact: true })).toBeVisible();
    // Every row left is a draft.
    const statuses = await bodyRows(page).locator('.status-badge').allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((text) => text === 'Draft')).toBe(true);
    await checkA11y(page);

    await page.goto('/admin/news?status=scheduled');
    const scheduled = page.getByRole('row').filter({ hasText: seededScheduledNews });
    await expect(scheduled.getByText(/^Scheduled/)).toBeVisible();
    await expect(scheduled.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await page.getByLabel('Status').selectOption({ label: 'Published' });
    await expect(page.getByRole('cell', { name: seededScheduledNews, exact: true })).toHaveCount(0);
  });

  test('phones: rows are cards with Edit and Delete on screen, and one menu button', mobileOnly, async ({ page, request }) => {
    await signIn(page, request);
    await page.goto('/admin/news');
    const first = bodyRows(page).first();
    const viewport = page.viewportSize()!;
    for (const action of [/^Edit /, /^Delete /]) {
      const box = await first.getByRole('button', { name: action }).boundingBox();
      expect(box, String(action)).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    // The compact row's first visible cell is the title, the row's link to the item.
    await expect(first.getByRole('cell').first()).toHaveAttribute('data-card', 'title');

    await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
    await expect(page.locator('label[for="admin-bar-toggle"]')).toBeVisible();
    await page.locator('label[for="admin-bar-toggle"]').click();
    await expect(page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Events' })).toBeVisible();
    await checkA11y(page);
  });

  test('the row an update came back from is highlighted', async ({ page, request }) => {
    const token = await apiToken(request);
    const title = unique('Highlight check');
    await createNewsByApi(request, token, title);
    await signIn(page, request);
    await page.goto(`/admin/news?q=${encodeURIComponent(title)}`);
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(page).toHaveURL(/\/admin\/update-news\/[\w-]+$/);
    await expect(page.getByLabel('Meta Title')).toHaveValue(title);
    await page.getByLabel('Meta Title').fill(`${title} (updated)`);
    await page.getByRole('button', { name: 'Submit' }).click();

    // Back on the list it left, the query restored, the row marked and announced.
    await expect(page).toHaveURL(/\/admin\/news\?q=/);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toHaveClass(/admin-table__row--updated/);
    await expect(page.getByRole('status').filter({ hasText: `Updated: ${title}` })).toHaveCount(1);
    await expect(row).not.toHaveClass(/admin-table__row--updated/, { timeout: 15_000 });
  });
});
