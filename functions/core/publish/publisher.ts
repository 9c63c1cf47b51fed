/**
 * The publisher: renders the public pages a content change affects (or every
 * page) with the web app's own server renderer, from the data the API answers,
 * and writes them, the sitemap and robots.txt into a page store. It always
 * renders from the table as it is now (the changed items read strongly
 * consistently: ./reads), so replaying a change is harmless and
 * a page whose item is gone is removed (and answers 404). Every page's header
 * carries the Studio menu, so a service that joins, leaves or moves in it
 * renders the whole site. After the pages, it rebuilds the site search's index
 * from every page in the sitemap (./search-index).
 */
import { closedJobs } from '../content/career-details';
import { statusOf, type Item } from '../content/collections';
import { logger } from '../logger';
import { apiPaths } from './api-paths';
import { invalidationFailureMetric } from './invalidation-metric';
import { isItemPath, itemPath, lastModified, listPageOf, listPages, pageFile, pagesOf, published, publishedTypes, cdnPaths } from './pages';
import { freshItems, isPublicRead, type PublicRead, publicReads, readCache, type PublishedType } from './reads';
import type { Renderer } from './renderer';
import { searchEntryPaths, writeSearchIndex } from './search-files';
import { buildSearchIndex, type IndexedPage } from './search-index';
import { robotsTxt, sitemapXml, type SitemapEntry } from './sitemap';
import { contentTypes, type PageStore } from './store';

export interface PublishTarget {
  store: PageStore;
  renderer: Renderer;
  /** The public origin pages name in canonical URLs and the sitemap, e.g. https://www.example.com. */
  origin: string;
}

/** One written item: its type and its image before and after the write (either may be absent). */
export interface Change {
  type: PublishedType;
  oldImage?: Item;
  newImage?: Item;
}

export interface PublishReport {
  written: string[];
  removed: string[];
}

/** Static pages' lastmod in the sitemap: the date their text last changed (they change only with a deploy). */
export const staticPagesDate = '2026-11-22';

type Reads = ReturnType<typeof readCache>;

/** The HTML of the pages a run rendered, by URL path: the search index reads the others from the store. */
type Rendered = Map<string, string>;

const log = logger.child({ worker: 'publish-pages' });

/** Whether an image of an item is (or was) on the public side: drafts and scheduled items never are. */
const isPublic = (image: Item | undefined): image is Item => image !== undefined && statusOf(image) === 'published';

/**
 * Renders the pages the changes affect: the items' own pages, every page
 * listing their collections, and the sitemap. A change that is not public
 * before or after (a draft saved, a schedule moved) changes no page, so it
 * renders and invalidates nothing; one that leaves the public side removes the page.
 */
export async function publishChanges(target: PublishTarget, allChanges: Change[]): Promise<PublishReport> {
  const changes = allChanges.filter(({ oldImage, newImage }) => isPublic(oldImage) || isPublic(newImage));
  if (changes.length === 0) return { written: [], removed: [] };
  const reads = readCache(
    await freshItems(changes.map(({ type, oldImage, newImage }) => ({ type, id: String((newImage ?? oldImage)?._id) }))),
  );
  const itemPaths = changes.flatMap(({ type, oldImage, newImage }) =>
    [oldImage, newImage].map((image) => (isPublic(image) ? itemPath(type, image) : null)),
  );
  // The changed items' pages too: one that left the site is removed.
  if (changes.some(changesMenu)) return publishSite(target, reads, unique(itemPaths));
  const types = new Set(changes.map((change) => change.type));
  // The menu's read is on every page; a change that leaves the menu as it was re-renders none of them for it.
  const listingPaths = [...target.renderer.staticPagePaths, ...listPages].filter((path) =>
    target.renderer.dataNeeds(path).some(({ route }) => route !== menuRead && isPublicRead(route) && types.has(publicReads[route].type)),
  );
  const paths = unique([...itemPaths, ...[...types].flatMap((type) => pagesOf(type, target.renderer.staticPagePaths)), ...listingPaths]);
  const rendered: Rendered = new Map();
  const report = await renderPages(target, paths, reads, rendered);
  const sitePaths = await writeSitemap(target, reads, report);
  const pagePaths = [...report.written, ...report.removed].flatMap(urlPathOf).flatMap(cdnPaths);
  const search = await indexSite(target, sitePaths, rendered);
  // One invalidation for the whole batch: the pages written or removed, the search entry, and the API answers the changes made stale.
  const api = changes.flatMap(({ type, oldImage, newImage }) => apiPaths(type, [oldImage, newImage].filter(isPublic)));
  await invalidate(target, unique([...pagePaths, ...(search.failed ? [] : searchEntryPaths), ...api]));
  return finish(withSearch(report, search));
}

/** The Studio menu's read, and what a service's link in it shows. */
const menuRead: PublicRead = 'getAllServices';
const menuFields = ['slug', 'menuLabel', 'menuGroup', 'order'] as const;

/** Whether a change adds a link to the Studio menu, removes one or changes one. */
function changesMenu({ type, oldImage, newImage }: Change): boolean {
  if (type !== publicReads[menuRead].type) return false;
  if (!isPublic(oldImage) || !isPublic(newImage)) return true;
  return menuFields.some((field) => oldImage[field] !== newImage[field]);
}

/** Renders every public page (closed jobs' too, which the sitemap leaves out), the 404 page, the admin shell, the newsletter's link pages, search's page, the sitemap, robots.txt and the search index. */
export function publishAll(target: PublishTarget): Promise<PublishReport> {
  return publishSite(target, readCache(), []);
}

async function publishSite(target: PublishTarget, reads: Reads, changedPaths: string[]): Promise<PublishReport> {
  const items = [...(await allItems(reads)), ...(await closedJobs()).map((item) => ({ type: 'CAREER' as const, item }))];
  const contentPaths = items.flatMap(({ type, item }) => itemPath(type, item) ?? []);
  const rendered: Rendered = new Map();
  const report = await renderPages(
    target,
    unique(['/', ...target.renderer.staticPagePaths, ...listPages, ...contentPaths, ...changedPaths]),
    reads,
    rendered,
  );
  // Pages that are never listed in the sitemap: the 404 page, the admin shell, the newsletter mail's link pages and search's own page (noindex).
  for (const path of ['/404', '/admin', '/newsletter/confirm', '/newsletter/unsubscribe', '/search']) {
    const { data } = await pageData(target, path, reads);
    const { html } = await target.renderer.renderPage({ path, origin: target.origin, data });
    await write(target, report, pageFile(path), html, contentTypes.html);
  }
  const sitePaths = await writeSitemap(target, reads, report);
  await write(target, report, 'robots.txt', robotsTxt(target.origin), contentTypes.text);
  const search = await indexSite(target, sitePaths, rendered);
  await invalidate(target, ['/*']);
  return finish(withSearch(report, search));
}

/**
 * Invalidates after the pages are written, as a step of its own: when CloudFront
 * still has no room after the store's retries, the failure is logged with a
 * metric (Site/Publishing InvalidationFailures, in CloudWatch's embedded metric
 * format) for an alarm, and the run still succeeds: publishing the same pages
 * again would not help. CloudFront serves the old copies until an operator
 * invalidates them or the daily publish-all invalidates everything.
 */
async function invalidate(target: PublishTarget, paths: string[]): Promise<void> {
  try {
    await target.store.invalidate?.(paths);
  } catch (error) {
    log.error('pages-not-invalidated', { paths: paths.length, error, ...invalidationFailureMetric() });
  }
}

interface SearchUpdate extends PublishReport {
  failed: Error | null;
}

/**
 * Rebuilds the search index from every page of the site (an incremental
 * publish still needs the whole site in it): the pages this run rendered from
 * memory, the others read back from the store. A failure is reported after
 * the pages are invalidated, so the run is retried while visitors already see
 * the new pages.
 */
async function indexSite(target: PublishTarget, paths: string[], rendered: Rendered): Promise<SearchUpdate> {
  const started = Date.now();
  try {
    const pages: IndexedPage[] = [];
    const failures = await eachLimited(paths, 8, async (path) => {
      const html = rendered.get(path) ?? (await target.store.read(pageFile(path)));
      if (html !== null) pages.push({ path, html });
    });
    if (failures.length > 0)
      throw new Error(`Could not read ${failures.map(({ item }) => item).join(', ')}`, { cause: failures[0]?.error });
    const files = await buildSearchIndex(pages);
    const update = await writeSearchIndex(target.store, files);
    log.info('search-indexed', { pages: pages.length, files: files.length, ms: Date.now() - started });
    return { ...update, failed: null };
  } catch (error) {
    return { written: [], removed: [], failed: new Error('Could not update the search index', { cause: error }) };
  }
}

function withSearch(report: PublishReport & { failed: Error | null }, search: SearchUpdate): PublishReport & { failed: Error | null } {
  return {
    written: [...report.written, ...search.written],
    removed: [...report.removed, ...search.removed],
    failed: report.failed ?? search.failed,
  };
}

/** Renders the pages (keeping each one's HTML in `rendered`); a page that fails leaves the others written, and is named in `failed`. */
async function renderPages(
  target: PublishTarget,
  paths: string[],
  reads: Reads,
  rendered: Rendered,
): Promise<PublishReport & { failed: Error | null }> {
  const report: PublishReport = { written: [], removed: [] };
  const failures = await eachLimited(paths, 4, (path) => renderPage(target, path, reads, report, rendered));
  const failed =
    failures.length === 0
      ? null
      : new Error(`Could not publish ${failures.map(({ item }) => item).join(', ')}`, { cause: failures[0]?.error });
  return { ...report, failed };
}

/** Throws the pages' failure after everything else was written, so the worker is retried. */
function finish({ failed, ...report }: PublishReport & { failed: Error | null }): PublishReport {
  if (failed) throw failed;
  return report;
}

/** The answers a page is rendered with, by SWR key; `missing` when one of them is a 404 (its item is gone). */
async function pageData(target: PublishTarget, path: string, reads: Reads): Promise<{ data: Record<string, unknown>; missing: boolean }> {
  const data: Record<string, unknown> = {};
  let missing = false;
  for (const need of target.renderer.dataNeeds(path)) {
    const answer = await reads(need);
    if (answer.found) data[answer.key] = answer.data;
    else missing = true;
  }
  return { data, missing };
}

async function renderPage(target: PublishTarget, path: string, reads: Reads, report: PublishReport, rendered: Rendered): Promise<void> {
  const { data, missing } = await pageData(target, path, reads);
  // An item the API does not know (deleted) has no page, whatever the renderer would draw without its data.
  const { status, html } = missing ? { status: 404, html: '' } : await target.renderer.renderPage({ path, origin: target.origin, data });
  if (status === 200) {
    rendered.set(path, html);
    return write(target, report, pageFile(path), html, contentTypes.html);
  }
  // Only an item page may be missing; any other 404 is a fault worth a retry.
  if (!isItemPath(path)) throw new Error(`${path} rendered as 404`);
  await target.store.remove(pageFile(path));
  report.removed.push(pageFile(path));
}

/** Writes the sitemap; answers its URL paths (every public page). */
async function writeSitemap(target: PublishTarget, reads: Reads, report: PublishReport): Promise<string[]> {
  const items = await allItems(reads);
  const newest = (listPage: string) =>
    items
      .filter((entry) => published[entry.type].listPage === listPage)
      .map(({ lastmod }) => lastmod)
      .sort()
      .at(-1) ?? staticPagesDate;
  // A page that lists collections (the home page lists testimonials and case studies) is dated by the newest of them, and named once;
  // a static page shown from a list page's read (a success-stories tech page) is dated as that list page.
  const entries: SitemapEntry[] = [
    ...unique(['/', ...target.renderer.staticPagePaths])
      .filter((path) => !listPages.includes(path))
      .map((path) => ({ path, lastmod: listPageOf(path) === path ? staticPagesDate : newest(listPageOf(path)) })),
    ...unique(listPages).map((path) => ({ path, lastmod: newest(path) })),
    ...items.flatMap(({ type, item, lastmod }) => {
      const path = itemPath(type, item);
      return path ? [{ path, lastmod }] : [];
    }),
  ];
  await write(target, report, 'sitemap.xml', sitemapXml(target.origin, entries), contentTypes.xml);
  return entries.map(({ path }) => path);
}

/** Every published item with its last change, read through the public list routes. */
async function allItems(reads: Reads): Promise<Array<{ type: PublishedType; item: Item; lastmod: string }>> {
  const lists = await Promise.all(
    publishedTypes.map(async (type) => {
      const answer = await reads({ route: published[type].listRead });
      // A list read answers an array; the About page's read, its one document.
      const list = !answer.found || !answer.data ? [] : Array.isArray(answer.data) ? (answer.data as Item[]) : [answer.data as Item];
      return list.map((item) => ({ type, item, lastmod: lastModified(type, item) ?? staticPagesDate }));
    }),
  );
  return lists.flat();
}

async function write(target: PublishTarget, report: PublishReport, file: string, body: string, contentType: string): Promise<void> {
  await target.store.write(file, body, contentType);
  report.written.push(file);
}

/** The URL path of a stored file: news/x/index.html -> /news/x, index.html -> /, sitemap.xml -> /sitemap.xml. */
function urlPathOf(file: string): string {
  if (file === 'index.html') return '/';
  if (file === '404.html') return '/404.html';
  return file.endsWith('/index.html') ? `/${file.slice(0, -'/index.html'.length)}` : `/${file}`;
}

function unique(paths: Array<string | null>): string[] {
  return [...new Set(paths.filter((path): path is string => path !== null))];
}

/** Runs `work` over every item, at most `limit` at a time; one failure does not stop the others. Answers the failures. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<Array<{ item: T; error: unknown }>> {
  const failures: Array<{ item: T; error: unknown }> = [];
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    for (let item = items[next++]; item !== undefined; item = items[next++]) {
      await work(item).catch((error: unknown) => failures.push({ item, error }));
    }
  });
  await Promise.all(lanes);
  return failures;
}
