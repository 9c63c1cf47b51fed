/**
 * The Owner's admin bar: one row at 1280 px with every section, each section
 * reachable by keyboard alone at both widths (through the phone menu on a
 * phone, through the Pages, Leads and Team menus everywhere).
 */
import type { Page } from '@playwright/test';
import { signIn } from './admin-support';
import { adminNav } from './admin-nav-support';
import { checkA11y, expect, test, desktopOnly } from './fixtures';

/** The Owner's sections, their paths, and the bar's menu each sits in (none: a link of its own). */
const ownerSections: Array<{ label: string; path: string; menu?: string }> = [
  { label: 'Contact Us', path: '/admin/contact-us' },
  { label: 'Hire Us', path: '/admin/hire-us' },
  { label: 'Career', path: '/admin/career' },
  { label: 'Press Release', path: '/admin/press-release' },
  { label: 'News', path: '/admin/news' },
  { label: 'Events', path: '/admin/events' },
  { label: 'Testimonials', path: '/admin/testimonials', menu: 'Pages' },
  { label: 'Case Studies', path: '/admin/case-studies', menu: 'Pages' },
  { label: 'Services', path: '/admin/services', menu: 'Pages' },
  { label: 'Home page', path: '/admin/home-page', menu: 'Pages' },
  { label: 'About page', path: '/admin/about-page', menu: 'Pages' },
  { label: 'Subscribers', path: '/admin/subscribers', menu: 'Leads' },
  { label: 'Leads by source', path: '/admin/lead-sources', menu: 'Leads' },
  { label: 'Applications', path: '/admin/applications' },
  { label: 'Users', path: '/admin/users', menu: 'Team' },
  { label: 'Audit log', path: '/admin/audit', menu: 'Team' },
  { label: 'Webhooks', path: '/admin/webhooks', menu: 'Team' },
  { label: 'Redirects', path: '/admin/redirects', menu: 'Team' },
  { label: 'Privacy', path: '/admin/privacy', menu: 'Team' },
  { label: 'Account', path: '/admin/account' },
];

/** The focused element's text, to tell where Tab has landed. */
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** Presses Tab until the focused element's text starts with `text` (a link's New count may follow its label). */
async function tabTo(page: Page, text: string): Promise<void> {
  for (let presses = 0; presses < 30; presses++) {
    await page.keyboard.press('Tab');
    const focused = await focusedText(page);
    if (focused === text || focused.startsWith(`${text} `)) return;
  }
  throw new Error(`Tab never reached ${text}`);
}

test.describe('admin bar', () => {
  // The phone bar is a hamburger menu; the keyboard test covers it.
  test('an Owner’s bar is one row at 1280 px, all sections in it or its menus', desktopOnly, async ({ page, request }) => {
    await signIn(page, request);
    await page.goto('/admin/news');
    const nav = adminNav(page);
    const row = nav.locator('xpath=./ul');
    const oneItem = nav.getByRole('link', { name: 'News' });
    await expect(oneItem).toBeVisible();
    const rowBox = (await row.boundingBox())!;
    const itemBox = (await oneItem.boundingBox())!;
    // Two rows would be at least twice one item's height.
    expect(rowBox.height).toBeLessThan(itemBox.height * 1.5);
    const items = await nav.locator('xpath=./ul/li').all();
    expect(items).toHaveLength(11);
    for (const item of items) expect((await item.boundingBox())!.y).toBe(itemBox.y);
    // The bar's inner row (label, sections, logout) is one row too, within the window.
    const bar = page.locator('.admin-bar__inner');
    expect((await bar.boundingBox())!.height).toBeLessThan(itemBox.height * 2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  });

  test('every section of an Owner is reachable by keyboard, the current one marked on its menu', async ({ page, request, isMobile }) => {
    test.setTimeout(120_000);
    await signIn(page, request);
    await page.goto('/admin/account');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const nav = adminNav(page);
    const toggle = page.getByRole('checkbox', { name: 'Admin menu' });
    for (const section of ownerSections) {
      await test.step(section.label, async () => {
        if (isMobile) {
          await toggle.focus();
          await page.keyboard.press('Space');
          await expect(nav).toBeVisible();
        } else {
          await nav.getByRole('link').first().focus();
          await page.keyboard.press('Shift+Tab');
        }
        if (section.menu) {
          await tabTo(page, section.menu);
          const button = nav.getByRole('button', { name: section.menu });
          await expect(button).toBeFocused();
          await page.keyboard.press('Enter');
          await expect(button).toHaveAttribute('aria-expanded', 'true');
        }
        await tabTo(page, section.label);
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`${section.path}$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (isMobile) {
          // The phone menu closed behind the choice: open it again to read the marks.
          await expect(nav).toBeHidden();
          await toggle.focus();
          await page.keyboard.press('Space');
          await expect(nav).toBeVisible();
        }
        if (section.menu) {
          const button = nav.getByRole('button', { name: section.menu });
          await expect(button).toHaveAttribute('aria-current', 'true');
          await expect(button).toHaveAttribute('aria-expanded', 'false');
        } else {
          await expect(nav.getByRole('link', { name: new RegExp(`^${section.label}`) })).toHaveAttribute('aria-current', 'page');
        }
        if (isMobile) {
          await page.keyboard.press('Escape');
          await expect(nav).toBeHidden();
        }
      });
    }
  });

  test('Escape closes a menu back on its button, and Tab moves on past it', async ({ page, request, isMobile }) => {
    await signIn(page, request);
    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const nav = adminNav(page);
    const toggle = page.getByRole('checkbox', { name: 'Admin menu' });
    if (isMobile) {
      await toggle.focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
    } else {
      await nav.getByRole('link').first().focus();
    }
    await tabTo(page, 'Team');
    const team = nav.getByRole('button', { name: 'Team' });
    await expect(team).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Space');
    await expect(team).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
    await checkA11y(page);
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Users' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(team).toHaveAttribute('aria-expanded', 'false');
    await expect(team).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Users' })).toBeHidden();
    // Open again, then Tab through its sections and on: the menu closes behind the focus.
    await page.keyboard.press('Enter');
    for (const label of ['Users', 'Audit log', 'Webhooks', 'Redirects', 'Privacy', 'Account']) {
      await page.keyboard.press('Tab');
      expect(await focusedText(page)).toBe(label);
    }
    await expect(team).toHaveAttribute('aria-expanded', 'false');
    if (isMobile) {
      // The phone menu is still open: the next Escape closes it, back on the hamburger.
      await expect(toggle).toBeChecked();
      await page.keyboard.press('Escape');
      await expect(toggle).not.toBeChecked();
      await expect(toggle).toBeFocused();
    }
  });
});
