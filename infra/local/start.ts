/**
 * `npm start`: builds the SPA, starts the local stack on one origin
 * (http://localhost:3000, PORT overrides), seeds a fresh data folder and prints
 * where everything is. Data persists under .data/ (DATA_DIR overrides); the
 * site is built into dist/web (WEB_DIST overrides, e.g. one folder per test run).
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'vite';
import { startLocalServer } from './server';
import { localAdmin, seedIfEmpty } from './seed/seed';

const port = Number(process.env.PORT ?? 3000);
const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const webDir = resolve(process.env.WEB_DIST ?? 'dist/web');

if (process.env.LOCAL_RESET === '1') rmSync(dataDir, { recursive: true, force: true });

console.log('Building the site…');
await build({ configFile: resolve('vite.config.ts'), logLevel: 'warn', build: { outDir: webDir } });

let seeded = false;
const server = await startLocalServer({
  port,
  dataDir,
  webDir,
  prepare: async () => {
    seeded = await seedIfEmpty();
  },
});

console.log(`
  Site    ${server.url}
  Admin   ${server.url}/admin/login   (${localAdmin.email} / ${process.env.LOCAL_ADMIN_PASSWORD ? 'LOCAL_ADMIN_PASSWORD' : localAdmin.password})
  Mail    ${server.url}/__local/mail
  Data    ${dataDir}${seeded ? '  (seeded just now)' : ''}
`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
