import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { logosVersion } from './web/build-plugins/logo-files.ts';

const contract = fileURLToPath(new URL('./functions/contract', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@contract': contract } },
  define: { __LOGOS_VERSION__: JSON.stringify(logosVersion) },
  test: {
    // Vitest keeps one core free by default, which on CI's two cores means one test file at a time;
    // the integration files mostly wait on their local stacks, so one per core halves the run.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['test/unit/**/*.test.ts', 'test/integration/**/*.test.ts', 'test/infra/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One info line per handled request would bury the test report; the logger's own tests set their level.
          // The suites post many enquiries from one client: the spam rate limits are lifted (the spam tests set their own).
          env: { LOG_LEVEL: 'warn', SPAM_RATE_MAX: '100000' },
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}', 'test/web/**/*.test.{ts,tsx}'],
          exclude: ['web/src/server/**'],
          setupFiles: ['test/web/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        // The page renderer runs where the publisher runs: Node, no DOM.
        test: { name: 'web-server', environment: 'node', include: ['web/src/server/**/*.test.{ts,tsx}'], testTimeout: 30_000 },
      },
    ],
  },
});
