/**
 * With scripts off, every public page reads well: its text is there and
 * visible (no slide-in card waits hidden), nothing scrolls sideways, and the
 * header still leads to every section.
 */
import type { APIRequestContext, Browser } from '@playwright/test';
import { test, expect } from './fixtures';
import { contentPages, listPaths, staticPaths } from './public-urls';

async function noScriptPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  return { context, page: await context.newPage() };
}

/**
 * Every public page, in parts that run side by side: one test through all of
 * them was the longest of the suite and ran on alone at its end.
 */
const pageGroups: Record<string, (request: APIRequestContext) => Promise<string[]>> = {
  'the studio pages': async () => staticPaths.filter((path) => path.startsWith('/studio/')),
  'the success stories by technology': async () => staticPaths.filter((path) => path.startsWith('/success-stories/')),
  'the other pages that need no data': async () =>
    staticPaths.filter((path) => !path.startsWith('/studio/') && !path.startsWith('/success-stories/')),
  'the lists and every content page': async (request) => [...listPaths, ...(await contentPages(request)).map((item) => item.path)],
};

for (const [group, pathsOf] of Object.entries(pageGroups)) {
  test(`${group} read without JavaScript and never scroll sideways`, async ({ browser, request, viewport }) => {
    test.setTimeout(180_000);
    const { context, page } = await noScriptPage(browser, viewport!);
    const paths = await pathsOf(request);
    expect(paths.length, 'pages to read').toBeGreaterThan(0);
    for (const path of paths) {
      await test.step(path, async () => {
        await page.goto(path);
        const heading = page.locator('#root h1').first();
        await expect(heading).toBeVisible();
        expect((await heading.textContent())?.trim().length).toBeGreaterThan(0);
        // Slide-in cards are plainly visible: nothing waits for a script to reveal it.
        const hidden = await page
          .locator('#root .reveal')
          .evaluateAll(
            (cards) => cards.filter((card) => getComputedStyle(card).opacity !== '1' || getComputedStyle(card).transform !== 'none').length,
          );
        expect(hidden).toBe(0);
        // A full-page screenshot is as wide as the document: the viewport, or the page scrolls sideways.
        const screenshot = await page.screenshot({ fullPage: true });
        expect(screenshot.readUInt32BE(16), 'document width').toBe(viewport!.width);
        await expect(page.getByRole('link', { name: /Nexoria Technologies/ }).first()).toBeVisible();
      });
    }
    await context.close();
  });
}

test('the header leads everywhere without JavaScript', async ({ browser, viewport, isMobile }) => {
  const { context, page } = await noScriptPage(browser, viewport!);
  await page.goto('/about');
  if (isMobile) {
    // The Contact button stays reachable, and the menu opens on its button without a script.
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main mobile' });
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Studio' }).click();
    await menu.getByText('Web Development').click();
    await menu.getByRole('link', { name: 'Angular' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Studio' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Angular' }).click();
  }
  await expect(page).toHaveURL(/\/studio\/angular-dev$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Angular Development');
  await context.close();
});
