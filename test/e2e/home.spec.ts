import type { Page } from '@playwright/test';
import { test, expect, checkA11y, expectHydrated } from './fixtures';
import { revealAll } from './page-at-rest';
import { withHomePage } from './page-document-lock';

/** Spec §1 and §3: texts the home page must show word for word. */
const tickerNames = ['Java', 'NodeJS', 'GoLang', 'Angular', 'SQL', 'Mongodb', 'Snowflake', 'SDK', 'Linux', 'Unity', 'Visual Studio'];
const expertiseTitles = [
  'AI & Machine learning',
  'Blockchain',
  'SAP',
  'Mobile & Wearables',
  'Data Science',
  'Cybersecurity',
  'Sitecore Ordercloud',
  'NOC',
  'IOT & Connected Devices',
  'Big Data & Hadoop',
  'DevOps & Infrastructure',
  'UI/UX',
  'Cloud Solutions',
  'Software Development',
  'Loop mediated Isothermal amplification',
  'Metaverse Development',
];
const teasers = [
  ['HEALTH CARE', '/case-studies/health'],
  ['ED TECH', '/case-studies/edtech'],
  ['HR TECH', '/case-studies/hrtech'],
  ['E-COMM', '/case-studies/ecommerce'],
  ['CYBER SECURITY', '/case-studies/i2chain'],
] as const;
const whyUsPoints = ['Wide spectrum of skills', '24/7 support', 'Focus on innovation', 'Hiring options'];

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
const main = (page: Page) => page.locator('main');

/** Every request the page makes to a YouTube host, collected from before the first navigation. */
function watchVideoHost(page: Page): string[] {
  const hits: string[] = [];
  page.on('request', (request) => {
    if (/youtube|ytimg|googlevideo/i.test(new URL(request.url()).hostname)) hits.push(request.url());
  });
  return hits;
}

test.describe('Home page', () => {
  test('shows every key figure and label, passes axe, and makes no request to the video host', async ({ page }) => {
    test.slow(); // a long page: scrolling every card in, then axe
    const videoHits = watchVideoHost(page);
    const content = main(page);
    // The figures are the home document's: read them while no other test edits it.
    await withHomePage(async () => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Empowering your business with cutting-edge technology/);
      await expect(page).toHaveTitle(/Enterprise software, cloud and generative AI services/);
      for (const value of ['400+', '20', '1000+']) await expect(content.getByText(value, { exact: true })).toBeVisible();
    });

    const ticker = page.getByTestId('home-ticker');
    for (const name of tickerNames) {
      await expect(
        ticker.locator('.home-ticker__list').first().locator('.home-ticker__name').getByText(name, { exact: true }),
      ).toBeVisible();
    }
    await expect(ticker.locator('ul[aria-hidden="true"]')).toHaveCount(1);

    for (const tag of ['Productivity', 'Profitability', 'Innovation', 'What We Do']) {
      await expect(content.getByText(tag, { exact: true })).toBeVisible();
    }
    for (const title of expertiseTitles) await expect(content.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(content.getByRole('link', { name: 'Get Started now' })).toHaveAttribute('href', '/hiring');
    for (const [label, route] of teasers) {
      const teaser = content.getByRole('link', { name: new RegExp(`^${label}`) });
      await expect(teaser).toBeVisible();
      await expect(teaser).toHaveAttribute('href', route);
    }
    for (const point of whyUsPoints) await expect(content.getByRole('heading', { name: point, exact: true })).toBeVisible();

    // Scroll the whole page so every slide-in card has run, then audit it.
    await revealAll(page);
    await checkA11y(page);

    expect(videoHits, 'no request to the video host before play').toEqual([]);
  });

  test('Start Your Transformation and Know More follow the width rules', async ({ page }) => {
    await page.goto('/');
    const start = page.getByRole('button', { name: 'Start Your Transformation' });
    const knowMore = main(page).getByRole('link', { name: 'Know More' });
    if (isMobile(page)) {
      await expect(start).toBeHidden();
      await expect(knowMore).toBeHidden();
      return;
    }
    await expect(start).toBeVisible();
    const transform = page.locator('#transform');
    await expect(transform).not.toBeInViewport();
    await start.click();
    await expect(transform).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Transform your business with generative AI' })).toBeInViewport();

    await knowMore.scrollIntoViewIfNeeded();
    await expect(knowMore).toBeVisible();
    await knowMore.click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('the testimonial carousel moves on a mouse drag and on its dots', async ({ page }) => {
    await page.goto('/');
    const stage = page.getByTestId('testimonial-stage');
    await stage.scrollIntoViewIfNeeded();
    await expectHydrated(stage);
    const active = stage.locator('[data-slot="active"] .home-testimonial__name');
    const first = (await active.textContent()) ?? '';
    const box = (await stage.boundingBox())!;
    const y = box.y + box.height / 2;
    const x = box.x + box.width / 2;

    // 40 px is under the threshold: nothing moves.
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - 40, y, { steps: 4 });
    await page.mouse.up();
    await expect(active).toHaveText(first);

    // A drag to the left by 120 px shows the next card.
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - 120, y, { steps: 6 });
    await page.mouse.up();
    await expect(active).not.toHaveText(first);
    const dots = page.getByRole('button', { name: /Show testimonial/ });
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');

    // A drag to the right goes back; the first dot then wraps the other way round via the third.
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 120, y, { steps: 6 });
    await page.mouse.up();
    await expect(active).toHaveText(first);
    await dots.nth(2).click();
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
  });

  test('the video carousel starts on the second video, wraps both ways, and loads the player only on click', async ({ page }) => {
    const videoHits = watchVideoHost(page);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Company videos' });
    await carousel.scrollIntoViewIfNeeded();
    // Its code loads as it nears the viewport; held clicks before that are hydration.spec's subject, not this one's.
    await expectHydrated(carousel);
    const bars = carousel.getByTestId('video-bar');
    const current = () => bars.evaluateAll((all) => all.findIndex((bar) => bar.getAttribute('data-active') === 'true'));
    await expect.poll(current).toBe(1);
    await expect(carousel.locator('iframe')).toHaveCount(0);

    const previous = carousel.getByRole('button', { name: 'Previous video' });
    const next = carousel.getByRole('button', { name: 'Next video' });
    await previous.click();
    await expect.poll(current).toBe(0);
    await previous.click();
    await expect.poll(current).toBe(2);
    await next.click();
    await expect.poll(current).toBe(0);
    await next.click();
    await expect.poll(current).toBe(1);
    expect(videoHits, 'no request to the video host before play').toEqual([]);

    // The machine is offline: answer the player's request locally, then check the swap.
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    await carousel.getByRole('button', { name: /^Play video:/ }).click();
    const frame = carousel.locator('iframe');
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1$/);
    await expect(frame).toHaveAttribute('title', /.+/);
    await expect.poll(() => videoHits.length).toBeGreaterThan(0);
  });
});
