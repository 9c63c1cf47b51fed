/**
 * Every page the site publishes is valid HTML: the site built as `npm start`
 * builds it, the local stack seeded and publishing everything (home, about,
 * studio and success-story pages, case studies, lists and items, legal pages,
 * the newsletter's link pages, the 404 page and the admin shell), then each
 * HTML file written checked with html-validate and the repo's rules
 * (.htmlvalidate.mjs).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFile } from '../../functions/core/publish/pages';
import { seedIfEmpty } from '../../infra/local/seed/seed';
import { startLocalServer, type LocalServer } from '../../infra/local/server';
import { ssrDirFor } from '../../web/build';

const repoRoot = resolve(import.meta.dirname, '../..');
let root: string;
let webDir: string;
let server: LocalServer | undefined;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'html-validity-'));
  webDir = join(root, 'web');
  // `npm run build:web` in its own process: a build inside vitest would inherit NODE_ENV=test and React's development JSX.
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'web/build.ts'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', WEB_DIST: webDir },
  });
  server = await startLocalServer({
    port: 0,
    webDir,
    rendererDir: ssrDirFor(webDir),
    siteOrigin: 'https://www.example.test',
    prepare: async () => void (await seedIfEmpty()),
  });
  // A build, the seed's image pipeline and a publish of every page: slow on a busy machine.
}, 300_000);
afterAll(async () => {
  await server?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

const htmlFiles = () =>
  readdirSync(webDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort();

describe('the published pages', () => {
  it('are every page of the sitemap, the 404 page, the admin shell, the newsletter link pages and search', () => {
    const sitemap = readFileSync(join(webDir, 'sitemap.xml'), 'utf8');
    const listed = [...sitemap.matchAll(/<loc>https:\/\/www\.example\.test([^<]*)<\/loc>/g)].map((match) => pageFile(match[1] ?? '/'));
    const unlisted = ['/404', '/admin', '/newsletter/confirm', '/newsletter/unsubscribe', '/search'].map(pageFile);
    expect(listed.length).toBeGreaterThan(50);
    expect(htmlFiles()).toEqual([...listed, ...unlisted].sort());
  });

  // Tens of pages of up to half a megabyte each: longer than the suite's default.
  it('have no HTML errors', async () => {
    const configFile = pathToFileURL(join(repoRoot, '.htmlvalidate.mjs')).href;
    const { default: rules } = (await import(configFile)) as { default: ConfigData };
    const validator = new HtmlValidate(rules);
    const errors: string[] = [];
    const files = htmlFiles();
    for (const file of files) {
      const report = await validator.validateString(readFileSync(join(webDir, file), 'utf8'), file);
      for (const { messages } of report.results) {
        for (const { ruleId, message, selector } of messages) errors.push(`${file}: ${ruleId}: ${message} (${selector ?? 'document'})`);
      }
    }
    expect(files.length).toBeGreaterThan(60);
    expect(errors).toEqual([]);
  }, 180_000);
});
