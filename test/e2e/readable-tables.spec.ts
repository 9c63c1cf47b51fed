/**
 * Every admin table reads cleanly: at 1280 px no word is broken inside and no
 * badge wraps; on a phone a row is one short tap target that opens its item;
 * the Columns choice survives a reload; a search that finds nothing says so
 * and clears.
 */
import type { Page } from '@playwright/test';
import { test, expect, checkA11y, desktopOnly, mobileOnly } from './fixtures';
import { answerConfirm, apiToken, signIn, unique } from './admin-support';

const tables = [
  { path: '/admin/contact-us', title: 'Contact Us Database', opens: /\/admin\/contact-us\/[\w-]+$/ },
  { path: '/admin/hire-us', title: 'Hire Us Database', opens: /\/admin\/hire-us\/[\w-]+$/ },
  { path: '/admin/subscribers', title: 'Newsletter Subscribers' },
  { path: '/admin/news', title: 'News Database', opens: /\/admin\/update-news\/[\w-]+$/ },
  { path: '/admin/press-release', title: 'Press Release Database', opens: /\/admin\/update-press\/[\w-]+$/ },
  { path: '/admin/career', title: 'Career Database', opens: /\/admin\/update-career\/[\w-]+$/ },
  { path: '/admin/events', title: 'Events Database', opens: /\/admin\/update-event\/[\w-]+$/ },
  { path: '/admin/audit', title: 'Audit log' },
  { path: '/admin/users', title: 'Users' },
];

const inThrees = <T>(items: T[]) => Array.from({ length: Math.ceil(items.length / 3) }, (_, i) => items.slice(i * 3, i * 3 + 3));
const names = (group: Array<{ title: string }>) => group.map((table) => table.title).join(', ');

/** The table has finished loading: no spinner left in it. */
async function tableReady(page: Page): Promise<void> {
  await expect(page.locator('.admin-table').first()).toBeVisible();
  await expect(page.locator('.admin-table tbody[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Words laid out on more than one line box, in any header or cell: each word's
 * Range has one client rect per line it spans, so a word with two was broken
 * inside (a line that ends at a space never splits a word).
 */
const brokenWords = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = [];
    for (const cell of document.querySelectorAll('.admin-table th, .admin-table td')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(word[0]);
        }
      }
    }
    return broken;
  });

/** Badges whose text sits on more than one line. */
const wrappedBadges = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.admin-table .status-badge')]
      .filter((badge) => {
        const range = document.createRange();
        range.selectNodeContents(badge);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        return lines.size > 1;
      })
      .map((badge) => badge.textContent),
  );

test.describe('readable admin tables', () => {
  test.describe.configure({ timeout: 120_000 });

  // Three tables a test, one step each: a test per table paid a browser context, a sign-in and the admin's first load.
  for (const group of inThrees(tables)) {
    test(`${names(group)}: no word broken inside, no badge wrapped, axe clean`, desktopOnly, async ({ page, request }) => {
      test.setTimeout(90_000 * group.length);
      await signIn(page, request);
      for (const table of group) {
        await test.step(table.title, async () => {
          await page.goto(table.path);
          await expect(page.getByRole('heading', { level: 1, name: table.title })).toBeVisible();
          await tableReady(page);
          const cells = await page.locator('.admin-table td').count();
          expect(cells, 'the table has rows to measure').toBeGreaterThan(1);
          expect(await brokenWords(page)).toEqual([]);
          expect(await wrappedBadges(page)).toEqual([]);
          await checkA11y(page);
        });
      }
    });
  }

  for (const group of inThrees(tables.filter((candidate) => candidate.opens))) {
    test(`${names(group)}: a phone row is one short tap that opens its item`, mobileOnly, async ({ page, request }) => {
      test.setTimeout(90_000 * group.length);
      await signIn(page, request);
      for (const table of group) {
        await test.step(table.title, async () => {
          await page.goto(table.path);
          await tableReady(page);
          const row = page.locator('.admin-table tbody tr').first();
          const box = (await row.boundingBox())!;
          expect(box.height).toBeLessThanOrEqual(88);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
          // The row's one link carries its name; a tap low on the row, away from the title, still opens the item.
          await expect(row.getByRole('link')).toHaveCount(1);
          await expect(row.getByRole('link')).toHaveAccessibleName(/\S/);
          await checkA11y(page);
          await row.click({ position: { x: 16, y: box.height - 10 } });
          await expect(page).toHaveURL(table.opens!);
        });
      }
    });
  }

  // The chooser is for the wide table.
  test('the Columns choice survives a reload', desktopOnly, async ({ page, request }) => {
    await signIn(page, request);
    await page.goto('/admin/hire-us');
    await tableReady(page);
    const headers = page.locator('.admin-table thead th');
    // Received repeats the spec's Date, so it waits in the menu.
    await expect(headers.filter({ hasText: /^Date$/ })).toHaveCount(1);
    await expect(headers.filter({ hasText: /^Received$/ })).toHaveCount(0);

    const button = page.getByRole('button', { name: 'Columns' });
    await button.click();
    await page.getByRole('checkbox', { name: 'Received' }).check();
    await page.getByRole('checkbox', { name: 'Status' }).uncheck();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(headers.filter({ hasText: /^Received$/ })).toHaveCount(1);

    await page.reload();
    await tableReady(page);
    await expect(headers.filter({ hasText: /^Received$/ })).toHaveCount(1);
    await expect(headers.filter({ hasText: /^Status$/ })).toHaveCount(0);
    expect(await brokenWords(page)).toEqual([]);
  });

  test('a search that finds nothing says what was searched for, and Clear filters brings the list back', async ({ page, request }) => {
    await signIn(page, request);
    await page.goto('/admin/contact-us?q=zzqqxx&status=replied&sort=oldest');
    await tableReady(page);
    await expect(page.getByText('No enquiries match “zzqqxx” with status Replied.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/admin\/contact-us\?sort=oldest$/);
    await expect(page.getByRole('searchbox', { name: 'Search enquiries' })).toHaveValue('');
    await expect(page.locator('.admin-table tbody tr').first().getByRole('link').first()).toBeVisible();
    await checkA11y(page);
  });

  // One layout is enough for focus.
  test('after a delete, focus moves to the next row, and to the empty state when none is left', desktopOnly, async ({ page, request }) => {
    const token = await apiToken(request);
    const prefix = unique('Focus draft');
    for (const n of [1, 2]) {
      const created = await request.post('/api/createNews', {
        headers: { authorization: `Bearer ${token}` },
        data: { newsTitle: `${prefix} #${n}`, status: 'draft' },
      });
      expect(created.status(), await created.text()).toBe(201);
    }
    await signIn(page, request);
    await page.goto(`/admin/news?q=${encodeURIComponent(prefix)}&sort=az`);
    await tableReady(page);
    const remove = (n: number) => page.getByRole('button', { name: `Delete ${prefix} #${n}` });
    const asked = await answerConfirm(page, () => remove(1).click(), 'accept');
    expect(asked).toBe('Are you sure! Do you want to delete it?');
    await expect(remove(1)).toHaveCount(0);
    await expect(remove(2)).toBeFocused();
    await answerConfirm(page, () => remove(2).click(), 'accept');
    await expect(page.getByRole('cell', { name: /^No items match/ })).toBeFocused();
  });
});
