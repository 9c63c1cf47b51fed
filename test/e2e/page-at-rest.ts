/**
 * Brings a public page to rest the way a reader would see it, by waiting for
 * states (a painted frame, cards shown, animations ended, images decoded,
 * fonts loaded), never for a length of time: a loaded machine only takes longer.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Scrolls down one half screen at a time, letting each position paint, so every observer on the way sees it. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const painted = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
      window.scrollTo({ top, behavior: 'instant' });
      await painted();
    }
  });
}

/** Resolves once every finite animation and transition has ended (the tickers loop forever and are left running). */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        // A transition replaced mid-way rejects `finished`; its replacement is in the list too.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Scrolls through the page until every slide-in card has appeared and come to rest, then back to the top. */
export async function revealAll(page: Page): Promise<void> {
  await scrollThrough(page);
  const waiting = page.locator('.reveal--waiting');
  // A card the pass went by too quickly for its observer: bring it into view itself.
  for (let left = await waiting.count(); left > 0; left--) {
    if ((await waiting.count()) === 0) break;
    await waiting.first().scrollIntoViewIfNeeded();
  }
  await expect(waiting).toHaveCount(0);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await animationsFinished(page);
}

/**
 * Everything a full-page screenshot shows, loaded and still: code and forms
 * that wait for the viewport (the footer's newsletter form), every image
 * decoded (lazy ones too), web fonts, and no animation in flight.
 */
export async function settleForScreenshot(page: Page): Promise<void> {
  await page.locator('img[loading="lazy"]').evaluateAll((images) => {
    for (const image of images) image.setAttribute('loading', 'eager');
  });
  await scrollThrough(page);
  await expect(page.getByRole('textbox', { name: 'Your work e-mail' })).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await animationsFinished(page);
}
