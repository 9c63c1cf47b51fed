/**
 * One Lighthouse run of one page: the default configuration (mobile profile,
 * simulated throttling), performance only, in a fresh Chromium.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromeStopped, launchChrome } from './chrome';
import type { PageMetrics } from './stats';

/** Attempts per measurement: on a loaded machine Lighthouse now and then loses the trace (NO_NAVSTART, NO_FCP). */
const attempts = 3;

export async function measurePage(url: string): Promise<PageMetrics> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measureOnce(url);
    } catch (error) {
      if (attempt >= attempts || chromeStopped()) throw error;
      console.warn(`  retrying ${url} (${error instanceof Error ? error.message : String(error)})`);
    }
  }
}

async function measureOnce(url: string): Promise<PageMetrics> {
  const chrome = await launchChrome();
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
    keepReport(url, lhr);
    if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== 'number') throw new Error(`Lighthouse measured no ${id} on ${url}`);
      return value;
    };
    const score = lhr.categories.performance?.score;
    if (typeof score !== 'number') throw new Error(`Lighthouse gave ${url} no performance score`);
    return {
      score,
      lcp: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbt: audit('total-blocking-time'),
      weight: audit('total-byte-weight'),
    };
  } finally {
    chrome.kill();
  }
}

/** BENCH_LHR_DIR=folder keeps every run's full Lighthouse report there (for tracing a slow page; the bench reads only the medians). */
function keepReport(url: string, lhr: unknown): void {
  const dir = process.env.BENCH_LHR_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const { port, pathname } = new URL(url);
  const name = `${pathname.replace(/[^\w-]+/g, '_')}-${port}-${Date.now()}.json`;
  writeFileSync(join(dir, name), JSON.stringify(lhr));
}
