import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumFlags, chromiumPath } from './infra/tools/chromium';

/**
 * End-to-end tests run in Debian's Chromium against `npm start` on a throwaway
 * data folder. The port is fixed once per run and handed to the workers through
 * the environment, so parallel runs on one machine do not collide.
 */
process.env.E2E_PORT ??= String(3100 + (process.pid % 800));
const port = Number(process.env.E2E_PORT);
// Where the server names its table (test/e2e/server.ts), for specs that seed at volume; fixed once like the port.
process.env.E2E_STACK_FILE ??= join(tmpdir(), `e2e-stack-${process.pid}.json`);

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  globalTeardown: './test/e2e/global-teardown.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Screenshots are taken still (no animation, no caret) at CSS pixels. Two runs here render the same bytes: the
    // per-pixel threshold absorbs antialiasing tints, and 100 pixels stay below one recoloured link (about 300).
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', threshold: 0.2, maxDiffPixels: 100 },
  },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  projects: [
    // A test tagged for one width (fixtures.ts: desktopOnly, mobileOnly) is left out of the other project.
    { name: 'desktop', grepInvert: /@mobile-only/, use: { viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', grepInvert: /@desktop-only/, use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    command: 'node --import tsx test/e2e/server.ts',
    url: `http://localhost:${port}/api/getallNews`,
    // A fresh clone builds the site and sends the seed through the image pipeline before the first answer.
    timeout: 300_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: join(tmpdir(), `e2e-data-${process.pid}`),
      WEB_DIST: join(tmpdir(), `e2e-web-${process.pid}`),
      LOCAL_RESET: '1',
      // A browser driven by a test types in milliseconds, and the suites post many enquiries from one client.
      SPAM_MIN_FILL_MS: '0',
      SPAM_RATE_MAX: '100000',
      E2E_STACK_FILE: process.env.E2E_STACK_FILE,
    },
  },
});
