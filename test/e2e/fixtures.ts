/**
 * Shared end-to-end fixtures: every test fails on a console error or a failed
 * request, and `checkA11y` fails on serious or critical axe violations.
 */
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/**
 * True once React runs the page: React has taken the app's root and one of its
 * elements carries React's props (hydrated or rendered; hoisted head tags such
 * as an image preload never do), or the document is not the app (an XML file).
 * A click on a prerendered button before that would be lost, as it would be
 * for a visitor, so every test starts from a page that is alive.
 */
const appIsLive = () => {
  const root = document.getElementById('root');
  if (!root) return true;
  const reactKey = (element: Element, prefix: string) => Object.keys(element).some((key) => key.startsWith(prefix));
  return reactKey(root, '__reactContainer') && Array.from(root.children).some((child) => reactKey(child, '__reactProps'));
};

/**
 * Makes the page's goto wait for the app to be live, except when a test asks
 * for the first bytes only ('commit'). The fixture's page has it; a second page
 * a test opens itself (a visitor beside the admin) needs it too.
 */
export function startsLive(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await page.waitForFunction(appIsLive);
    return response;
  };
  return page;
}

/** A URL's path; '' for one that is not a URL (an embedded frame's empty address). */
const pathOf = (url: string) => (URL.canParse(url) ? new URL(url).pathname : '');

export const test = base.extend<{ pageProblems: string[] }>({
  page: async ({ page }, use) => {
    await use(startsLive(page));
  },
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) => {
        const failure = request.failure()?.errorText ?? '';
        // Navigations away abort pending requests; that is not a failure of the page.
        if (!failure.includes('ERR_ABORTED')) problems.push(`request failed: ${request.url()} ${failure}`);
      });
      // Tests share one stack: an admin list read just before another test deletes one of its items shows that
      // item's thumbnail, which is gone. Such a 404 is no fault of the page; on the public pages every image counts.
      let staleThumbnails = 0;
      page.on('response', (response) => {
        if (response.status() >= 500) problems.push(`server error: ${response.status()} ${response.url()}`);
        if (response.status() === 404 && pathOf(page.url()).startsWith('/admin') && pathOf(response.url()).startsWith('/media/'))
          staleThumbnails += 1;
      });
      await use(problems);
      for (let index = problems.length - 1; index >= 0 && staleThumbnails > 0; index -= 1) {
        if (/^console: Failed to load resource: .*status of 404/.test(problems[index] ?? '')) {
          problems.splice(index, 1);
          staleThumbnails -= 1;
        }
      }
      expect(problems, 'console errors and failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Tests about one width run in that width's project only (playwright.config.ts
 * leaves the other's tag out), rather than being skipped at the other.
 */
export const desktopOnly = { tag: '@desktop-only' } as const;
export const mobileOnly = { tag: '@mobile-only' } as const;

export interface A11yOptions {
  /** The impacts that fail the test; serious and critical unless a spec asks for more. */
  impacts?: readonly string[];
  /** Parts of the page left out of the scan (a CSS selector). */
  exclude?: string;
  /** Records the violations and lets the test go on (a test that scans many screens reports them all). */
  soft?: boolean;
}

export async function checkA11y(page: Page, { impacts = ['serious', 'critical'], exclude, soft = false }: A11yOptions = {}): Promise<void> {
  // Cards caught mid slide-in are half transparent and would fail the contrast rule:
  // scan them at rest, as a visitor reads them.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const axe = new AxeBuilder({ page });
  const results = await (exclude ? axe.exclude(exclude) : axe).analyze();
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const serious = results.violations
    .filter((violation) => impacts.includes(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
  (soft ? expect.soft : expect)(serious, `${impacts.join(' or ')} accessibility violations`).toEqual([]);
}

/**
 * Waits until React has hydrated the element (it carries React's props): a
 * region's code loads as it nears the viewport, and a drag before that is
 * lost, as it would be for a visitor.
 */
export async function expectHydrated(element: Locator): Promise<void> {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps')))).toBe(true);
}

/** Tests that expect an error state intercept a call; its console noise is part of the test. */
export function allowProblems(problems: string[], pattern: RegExp): void {
  const keep = problems.filter((problem) => !pattern.test(problem));
  problems.splice(0, problems.length, ...keep);
}
