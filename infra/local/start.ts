/**
 * `npm start`: builds the site and its server renderer, starts the local stack
 * on one origin (http://localhost:3000, PORT overrides), seeds a fresh data
 * folder, publishes every page into the served folder and prints where
 * everything is. Data persists under .data/ (DATA_DIR overrides); the site is
 * built into dist/web and dist/web-ssr (WEB_DIST overrides, e.g. one folder
 * per test run); SITE_ORIGIN overrides the origin of canonical URLs. Logs are
 * one readable line per request; LOG_FORMAT=json prints the cloud's JSON lines.
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildWeb } from '../../web/build';
import { startLocalServer } from './server';
import { installReadableLogs } from './readable-logs';
import { localAdmin, seedIfEmpty } from './seed/seed';

installReadableLogs();

const port = Number(process.env.PORT ?? 3000);
const dataDir = resolve(process.env.DATA_DIR ?? '.data');

// A webhook may post to a receiver on this machine (http://127.0.0.1:<port>): never in the cloud (functions/core/webhooks/url-rules.ts).
process.env.WEBHOOKS_ALLOW_LOOPBACK ??= '1';

if (process.env.LOCAL_RESET === '1') rmSync(dataDir, { recursive: true, force: true });

console.log('Building the site…');
const { webDir, ssrDir } = await buildWeb({ outDir: process.env.WEB_DIST ?? 'dist/web' });

let seeded = false;
const server = await startLocalServer({
  port,
  dataDir,
  webDir,
  rendererDir: ssrDir,
  siteOrigin: process.env.SITE_ORIGIN,
  prepare: async () => {
    seeded = await seedIfEmpty();
  },
});

console.log(`
  Site    ${server.url}   (pages published into ${webDir})
  Admin   ${server.url}/admin/login   (${localAdmin.email} / ${process.env.LOCAL_ADMIN_PASSWORD ? 'LOCAL_ADMIN_PASSWORD' : localAdmin.password})
  Mail    ${server.url}/__local/mail
  Data    ${dataDir}${seeded ? '  (seeded just now)' : ''}
`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
