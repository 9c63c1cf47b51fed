/**
 * The Owner narrows the audit log to today and follows an entry to the item
 * it names; an editor who saved a news item twice sees what each save
 * changed and compares an earlier version with the current one (side by side
 * on a desktop, stacked on a phone); on a phone, Escape closes the admin menu.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, signIn, unique } from './admin-support';
import { checkA11y, expect, test, mobileOnly } from './fixtures';

/** A news draft made through the API (only its title is needed); answers its id. */
async function newsDraft(request: APIRequestContext, title: string): Promise<string> {
  const response = await request.post('/api/createNews', {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
    data: { status: 'draft', newsTitle: title },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

/** The browser's own date, as a date field writes it: the day the admin lives in. */
const localDay = (page: Page, daysAhead = 0) =>
  page.evaluate((ahead) => {
    const day = new Date();
    day.setDate(day.getDate() + ahead);
    return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  }, daysAhead);

test.describe('audit log by date, and revisions that say what changed', () => {
  test.describe.configure({ timeout: 120_000 });

  test("filters the audit log by today's date and follows an entry's link to its item", async ({ page, request }) => {
    const title = unique('Audit range: Nexoria opens a Porto office');
    const id = await newsDraft(request, title);
    await signIn(page, request);
    await page.goto('/admin/audit?type=news&action=create');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const today = await localDay(page);

    // From after To: the route's words, inline, and no table.
    await page.getByLabel('From').fill(await localDay(page, 1));
    await page.getByLabel('To').fill(today);
    await expect(page.getByRole('alert')).toHaveText('From must be on or before To.');
    await expect(page.getByRole('table')).toHaveCount(0);

    const read = page.waitForResponse((response) => response.url().includes('/api/admin/audit') && response.url().includes('from='));
    await page.getByLabel('From').fill(today);
    const answer = await read;
    expect(answer.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}$`));
    await expect(page.getByRole('alert')).toHaveCount(0);
    const entry = page.getByRole('link', { name: `News: ${title}` });
    await expect(entry).toBeVisible();
    await checkA11y(page);

    await entry.click();
    await expect(page).toHaveURL(new RegExp(`/admin/update-news/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Update News' })).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  });

  test('edits a news item twice, then reads what each save changed and compares a version with the current one', async ({
    page,
    request,
  }, testInfo) => {
    const first = unique('Revisions: Nexoria joins a cloud alliance');
    const second = `${first} (renamed)`;
    const id = await newsDraft(request, first);
    await signIn(page, request);
    await page.goto(`/admin/update-news/${id}`);
    const versions = page.getByRole('region', { name: 'Earlier versions' });
    await expect(versions.getByText('No earlier versions yet.')).toBeVisible();

    await page.getByLabel('Title', { exact: true }).fill(second);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(versions.locator('.revisions__row')).toHaveCount(1);
    await page.getByLabel('Meta Title').fill('A cloud alliance for regulated industries');
    await page.getByRole('button', { name: 'Save draft' }).click();
    const rows = versions.locator('.revisions__row');
    await expect(rows).toHaveCount(2);

    // Newest first: the second save changed the meta title, the first the title; who and when, once a row.
    await expect(rows.nth(0).locator('.revisions__summary')).toHaveText('Meta Title changed');
    await expect(rows.nth(1).locator('.revisions__summary')).toHaveText('Title changed');
    for (const row of [rows.nth(0), rows.nth(1)]) {
      await expect(row.getByText(/^Replaced .* by admin@example\.com$/)).toHaveCount(1);
    }

    const oldest = rows.nth(1);
    await oldest.getByRole('button', { name: 'Compare' }).click();
    await expect(oldest.getByText('2 fields differ.')).toBeVisible();
    const titleField = oldest.locator('.revision-compare__field').filter({ has: page.getByRole('heading', { name: /^Title/ }) });
    await expect(titleField.getByText('Changed')).toBeVisible();
    const sides = titleField.locator('.revision-compare__side');
    await expect(sides.nth(0)).toContainText(`This version${first}`);
    await expect(sides.nth(1)).toContainText(`Current version${second}`);
    const metaField = oldest.locator('.revision-compare__field').filter({ has: page.getByRole('heading', { name: /^Meta Title/ }) });
    await expect(metaField.getByText('Changed')).toBeVisible();
    const statusField = oldest.locator('.revision-compare__field').filter({ has: page.getByRole('heading', { name: /^Status/ }) });
    await expect(statusField.getByText('Changed')).toHaveCount(0);

    // Side by side on a desktop; one above the other at 375 px, each as wide as the field.
    const [left, right] = [await sides.nth(0).boundingBox(), await sides.nth(1).boundingBox()];
    if (testInfo.project.name === 'mobile') {
      expect(right!.y).toBeGreaterThan(left!.y + left!.height - 1);
      expect(Math.abs(right!.x - left!.x)).toBeLessThan(2);
    } else {
      expect(Math.abs(right!.y - left!.y)).toBeLessThan(2);
      expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Beside the version after it, only the title differs.
    await oldest.getByLabel('Compare with').selectOption({ label: 'The version after it' });
    await expect(oldest.getByText('1 field differs.')).toBeVisible();
    await checkA11y(page);
  });

  test('closes the phone admin menu with Escape, focus back on the menu button', mobileOnly, async ({ page, request }) => {
    await signIn(page, request);
    await page.goto('/admin/news');
    const menu = page.getByRole('navigation', { name: 'Admin sections' });
    await expect(menu).toBeHidden();
    // By keyboard: Space opens the menu, Tab enters it, Escape leaves it.
    const toggle = page.getByRole('checkbox', { name: 'Admin menu' });
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).not.toBeChecked();
  });
});
