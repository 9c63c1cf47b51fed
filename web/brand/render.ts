/**
 * Renders the committed brand designs (share card 1200×630, logo 512×512) to
 * the PNGs under web/public, in headless Chromium. Run once after editing a design:
 * `node --import tsx web/brand/render.ts`.
 */
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const designs = [
  { svg: 'brand-card.svg', png: 'brand-card.png', width: 1200, height: 630 },
  { svg: 'logo.svg', png: 'logo.png', width: 512, height: 512 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { svg, png, width, height } of designs) {
    const page = await browser.newPage({ viewport: { width, height } });
    const markup = readFileSync(join(import.meta.dirname, svg), 'utf8');
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}</style>${markup}`);
    await page.screenshot({
      path: join(import.meta.dirname, '..', 'public', png),
      omitBackground: true,
      clip: { x: 0, y: 0, width, height },
    });
    await page.close();
  }
} finally {
  await browser.close();
}
