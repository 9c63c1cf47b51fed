/**
 * One Lighthouse run of one page: the default configuration (mobile profile,
 * simulated throttling), performance only, in a fresh Chromium.
 */
import lighthouse from 'lighthouse';
import { launchChrome } from './chrome';
import type { PageMetrics } from './stats';

export async function measurePage(url: string): Promise<PageMetrics> {
  const chrome = await launchChrome();
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
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
