import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freezeHtml } from '../../infra/measure/web/freeze';
import { freezePages, serveFrozenSite, type FrozenSite } from '../../infra/measure/web/frozen-site';
import { parseOptions } from '../../infra/measure/web/options';
import { markdownTable } from '../../infra/measure/web/report';
import { newestSlug } from '../../infra/measure/web/routes';
import { brokenBudgets, lcpRatio, median, medianMetrics, type PageMetrics, routeResult } from '../../infra/measure/web/stats';

const page = (overrides: Partial<PageMetrics> = {}): PageMetrics => ({
  score: 0.99,
  lcp: 1500,
  cls: 0,
  tbt: 20,
  weight: 200_000,
  ...overrides,
});

describe('median and ratio', () => {
  it('takes the middle value of an odd count and the mean of the two middle ones of an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(() => median([])).toThrow();
  });

  it('takes each metric’s own median over the runs', () => {
    const runs = [page({ score: 0.9, lcp: 3000 }), page({ score: 0.97, lcp: 1000 }), page({ score: 0.95, lcp: 2000, cls: 0.2 })];
    expect(medianMetrics(runs)).toEqual({ score: 0.95, lcp: 2000, cls: 0, tbt: 20, weight: 200_000 });
  });

  it('divides the project’s LCP by the static page’s', () => {
    expect(lcpRatio(3000, 1500)).toBe(2);
    expect(lcpRatio(1000, 0)).toBe(Number.POSITIVE_INFINITY);
    expect(routeResult('/news', [page({ lcp: 1800 })], [page({ lcp: 1200 })]).lcpRatio).toBeCloseTo(1.5);
  });
});

describe('budgets', () => {
  const route = (name: string, project: Partial<PageMetrics>, staticLcp = 1500) =>
    routeResult(name, [page(project)], [page({ lcp: staticLcp })]);

  it('passes when every route scores 0.95 or more, the median LCP ratio is at most 1.2 and CLS at most 0.01', () => {
    expect(brokenBudgets([route('/', { score: 0.95, lcp: 1800, cls: 0.01 }), route('/about', { lcp: 1500 })])).toEqual([]);
  });

  it('names the route below the score, the route over the CLS, and the ratio over the median', () => {
    const results = [route('/', { score: 0.94, lcp: 2000 }), route('/news', { cls: 0.011, lcp: 2000 }), route('/career', { lcp: 1500 })];
    expect(brokenBudgets(results)).toEqual([
      '/: score 0.94 is below 0.95',
      '/news: CLS 0.011 is above 0.01',
      'median LCP ratio 1.33 is above 1.2',
    ]);
  });

  it('checks the median ratio, so one slow route alone does not break it', () => {
    expect(brokenBudgets([route('/', { lcp: 6000 }), route('/a', { lcp: 1500 }), route('/b', { lcp: 1600 })])).toEqual([]);
  });

  it('prints one Markdown row per route with the figures side by side', () => {
    const table = markdownTable([route('/news', { score: 0.96, lcp: 2880, cls: 0.004, tbt: 41.6, weight: 1_600_512 }, 1440)]);
    expect(table.split('\n')).toEqual([
      '| Route | Score | LCP | CLS | TBT | Weight | Static score | Static LCP | LCP ratio |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      '| /news | 0.96 | 2.88 s | 0.004 | 42 ms | 1,563 KB | 0.99 | 1.44 s | 2.00 |',
    ]);
  });
});

describe('freezing a page', () => {
  const html = `<!doctype html><html><head>
    <noscript><link rel="stylesheet" href="/no-script.css" /></noscript>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b.js">
    <LINK REL="preload" as="script" href="/assets/c.js">
    <link rel="preload" as="font" type="font/woff2" href="/assets/inter.woff2" crossorigin>
    <link rel="stylesheet" crossorigin href="/assets/index-d.css">
    <script type="application/ld+json">{"a":"</p>"}</script>
  </head><body><div id="root"><img src="/media/x.webp" alt="a > b"><p>Text</p></div>
    <SCRIPT>window.__DATA__ = {"html":"<b>x</b>"};</SCRIPT></body></html>`;
  const frozen = freezeHtml(html);

  it('strips every script, module preload and script preload', () => {
    expect(frozen).not.toMatch(/<script/i);
    expect(frozen).not.toContain('modulepreload');
    expect(frozen).not.toMatch(/\.js"/);
    expect(frozen).not.toContain('__DATA__');
  });

  it('keeps stylesheets, font preloads, images and the content', () => {
    expect(frozen).toContain('<link rel="stylesheet" crossorigin href="/assets/index-d.css">');
    expect(frozen).toContain('<link rel="preload" as="font" type="font/woff2" href="/assets/inter.woff2" crossorigin>');
    expect(frozen).toContain('<noscript><link rel="stylesheet" href="/no-script.css" /></noscript>');
    expect(frozen).toContain('<div id="root"><img src="/media/x.webp" alt="a > b"><p>Text</p></div>');
  });
});

describe('the article measured', () => {
  it('is the newest news item of the public list, whether a list or a page of items', () => {
    const items = [
      { slug: 'older', added_date: '2025-01-02' },
      { slug: 'newest', added_date: '2026-03-01' },
      { slug: 'middle', added_date: '2025-11-30' },
    ];
    expect(newestSlug({ ack: 1, data: items })).toBe('newest');
    expect(newestSlug({ ack: 1, data: { items, total: 3 } })).toBe('newest');
    expect(newestSlug({ ack: 1, data: [] })).toBeUndefined();
    expect(newestSlug('not json')).toBeUndefined();
  });
});

describe('options', () => {
  it('reads --runs and --only, in either spelling', () => {
    expect(parseOptions([])).toEqual({ runs: 3 });
    expect(parseOptions(['--runs', '5', '--only', '/news,/career'])).toEqual({ runs: 5, only: ['/news', '/career'] });
    expect(parseOptions(['--runs=1', '--only=/'])).toEqual({ runs: 1, only: ['/'] });
  });

  it('refuses what it cannot run', () => {
    expect(() => parseOptions(['--runs', '0'])).toThrow(/--runs/);
    expect(() => parseOptions(['--runs', 'two'])).toThrow(/--runs/);
    expect(() => parseOptions(['--only', 'news'])).toThrow(/--only/);
    expect(() => parseOptions(['--fast'])).toThrow(/Unknown option --fast/);
  });
});

describe('the frozen site', () => {
  let root: string;
  let origin: Server;
  let frozen: FrozenSite;
  const published = `<!doctype html><html><head><script type="module" src="/assets/app.js"></script><link rel="stylesheet" href="/assets/site.css"></head><body>${'<p>Published text</p>'.repeat(80)}</body></html>`;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'bench-web-test-'));
    mkdirSync(join(root, 'web', 'assets'), { recursive: true });
    writeFileSync(join(root, 'web', 'assets', 'site.css'), `body { color: #111; }\n${'.x { margin: 0; }\n'.repeat(100)}`);
    origin = createServer((request, response) => {
      response.statusCode = request.url === '/about' ? 200 : 404;
      response.end(request.url === '/about' ? published : 'missing');
    });
    await new Promise<void>((done) => origin.listen(0, done));
    const siteUrl = `http://localhost:${(origin.address() as AddressInfo).port}`;
    await freezePages(siteUrl, ['/about'], join(root, 'frozen'));
    await expect(freezePages(siteUrl, ['/gone'], join(root, 'frozen'))).rejects.toThrow(/GET \/gone answered 404/);
    await expect(freezePages(siteUrl, ['/about/%2E%2E%2F%2E%2E'], join(root, 'frozen'))).rejects.toThrow(/outside the frozen site/);
    frozen = await serveFrozenSite({ frozenDir: join(root, 'frozen'), webDir: join(root, 'web'), uploadOrigin: 'http://localhost:1' });
  });

  afterAll(async () => {
    await frozen?.close();
    await new Promise<void>((done) => origin.close(() => done()));
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the page without its script, brotli-compressed as CloudFront would', async () => {
    const { get } = await import('node:http');
    const body = await new Promise<{ encoding: string | undefined; html: string }>((done, fail) => {
      get(`${frozen.url}/about`, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          done({ encoding: response.headers['content-encoding'], html: brotliDecompressSync(Buffer.concat(chunks)).toString() }),
        );
      }).on('error', fail);
    });
    expect(body.encoding).toBe('br');
    expect(body.html).not.toContain('<script');
    expect(body.html).toContain('<link rel="stylesheet" href="/assets/site.css">');
    expect(body.html).toContain('<p>Published text</p>');
  });

  it('serves the stylesheet from the built site', async () => {
    const response = await fetch(`${frozen.url}/assets/site.css`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await response.text()).toContain('body { color: #111; }');
  });
});
