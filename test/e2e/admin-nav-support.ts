/**
 * The admin bar as a user works it at either width: on a phone the hamburger
 * opens the menu first, and a section inside one of the bar's menus (Leads,
 * Team) is reached through that menu's button.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

export const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });
const hamburger = (page: Page) => page.locator('label[for="admin-bar-toggle"]');
const phoneMenuOpen = (page: Page) => page.getByRole('checkbox', { name: 'Admin menu' }).isChecked();

/** A section's link by its label, a New count beside it or not ("Contact Us 3 new"). */
const sectionName = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\S+ new)?$`);

/** Opens the phone menu where the bar has one (below 768 px); on a desktop the sections are always shown. */
export async function openAdminMenu(page: Page): Promise<void> {
  if ((await hamburger(page).isVisible()) && !(await phoneMenuOpen(page))) await hamburger(page).click();
  await expect(adminNav(page)).toBeVisible();
}

/** Closes the phone menu where it is open. */
export async function closeAdminMenu(page: Page): Promise<void> {
  if ((await hamburger(page).isVisible()) && (await phoneMenuOpen(page))) await hamburger(page).click();
}

/** A section's link, shown: the phone menu opened, and the bar's menu it sits in (if any). */
export async function adminSectionLink(page: Page, label: string): Promise<Locator> {
  await openAdminMenu(page);
  const nav = adminNav(page);
  const name = sectionName(label);
  const menu = nav
    .locator('li')
    .filter({ has: page.getByRole('button') })
    .filter({ has: page.getByRole('link', { name, includeHidden: true }) });
  if ((await menu.count()) > 0) {
    const button = menu.getByRole('button');
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  }
  const link = nav.getByRole('link', { name });
  await expect(link).toBeVisible();
  return link;
}

/** Goes to a section through the bar, as a user clicks it. */
export async function goToAdminSection(page: Page, label: string): Promise<void> {
  await (await adminSectionLink(page, label)).click();
}

/** Every section the bar offers, in bar order, each menu opened in turn; the bar is left closed. */
export async function adminSectionEntries(page: Page): Promise<Array<{ label: string; path: string }>> {
  await openAdminMenu(page);
  const nav = adminNav(page);
  await expect(nav.getByRole('listitem').first()).toBeVisible();
  const entries: Array<{ label: string; path: string }> = [];
  for (const item of await nav.locator('xpath=./ul/li').all()) {
    const button = item.getByRole('button');
    const opened = (await button.count()) > 0;
    if (opened) await button.click();
    await expect(item.getByRole('link').first()).toBeVisible();
    entries.push(
      ...(await item
        .getByRole('link')
        .evaluateAll((links) =>
          links.map((link) => ({ label: link.textContent?.trim() ?? '', path: new URL((link as HTMLAnchorElement).href).pathname })),
        )),
    );
    if (opened) await button.press('Escape');
  }
  await closeAdminMenu(page);
  return entries;
}
