/**
 * `npm run shots`: whole-page screenshots of the marketing pages at both
 * widths, compared with the ones an earlier tree recorded. For a change that
 * must not change the look (copy moving from code into the table, a refactor):
 *   on the tree before it:  npm run shots -- --update-snapshots
 *   on the tree after it:   npm run shots
 * The shots live outside the repository (SHOTS_DIR, by default one folder in
 * the system's temporary directory, shared by every checkout on the machine),
 * since a whole page weighs about 1 MB. The comparison is exact.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import suite from '../../playwright.config';

const shotsDir = process.env.SHOTS_DIR ?? join(tmpdir(), 'page-shots');
// The suite's paths are relative to the repository's root, this file's are to its folder.
const root = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  ...suite,
  testDir: '.',
  testMatch: '**/*.shots.ts',
  globalTeardown: './global-teardown.ts',
  outputDir: join(root, 'test-results'),
  webServer: { ...(suite.webServer as object), cwd: root } as typeof suite.webServer,
  snapshotPathTemplate: `${shotsDir}/{arg}-{projectName}{ext}`,
  expect: {
    ...suite.expect,
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', threshold: 0, maxDiffPixels: 0 },
  },
  reporter: [['list']],
});
