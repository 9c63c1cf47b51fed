/**
 * `npm run publish`: republishes every page (the same worker, `publish-all`).
 *   Local:    npm run publish -- --local      (asks a running npm start to republish; else opens the data folder itself)
 *   Deployed: TABLE_NAME=… SITE_BUCKET=… DISTRIBUTION_ID=… SITE_ORIGIN=https://… AWS_REGION=… npm run publish
 * The server renderer is read from dist/web-ssr (RENDERER_DIR overrides) and
 * built first when missing.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { handler } from '../workers/publish-pages';

const { values } = parseArgs({ options: { local: { type: 'boolean', default: false } } });

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** A running `npm start` holds the local database: ask it to republish (POST /__local/publish). Answers false when none runs. */
async function askRunningStack(): Promise<boolean> {
  const url = `http://localhost:${process.env.PORT ?? 3000}/__local/publish`;
  const response = await fetch(url, { method: 'POST' }).catch(() => null);
  if (!response) return false;
  const answer = (await response.json().catch(() => ({}))) as { written?: number; error?: string };
  if (!response.ok) fail(`The running site at ${url} could not republish: ${answer.error ?? response.status}`);
  console.log(`The running site republished ${answer.written} files.`);
  return true;
}

if (values.local && (await askRunningStack())) process.exit(0);

const webDir = resolve(process.env.WEB_DIST ?? 'dist/web');
process.env.RENDERER_DIR = resolve(process.env.RENDERER_DIR ?? `${webDir}-ssr`);
if (!existsSync(join(process.env.RENDERER_DIR, 'render-page.js'))) {
  console.log('Building the site and its server renderer…');
  const { buildWeb } = await import('../../web/build');
  await buildWeb({ outDir: webDir });
}

let stop = async () => {};
if (values.local) {
  const { openLocalTable } = await import('../../infra/local/local-table');
  stop = await openLocalTable().catch(() =>
    fail('The local database is in use by an npm start on another port: stop it, or run this with its PORT.'),
  );
  Object.assign(process.env, { PAGES_DIR: webDir, SITE_ORIGIN: process.env.SITE_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3000}` });
} else {
  const missing = ['TABLE_NAME', 'SITE_BUCKET', 'SITE_ORIGIN'].filter((name) => !process.env[name]);
  if (missing.length > 0)
    fail(`Set ${missing.join(', ')} (and DISTRIBUTION_ID, AWS credentials and AWS_REGION) for a deployed stack, or pass --local.`);
  if (!process.env.DISTRIBUTION_ID)
    console.warn('DISTRIBUTION_ID is not set: CloudFront keeps serving its cached pages until they expire.');
}

try {
  const report = await handler({ action: 'publish-all' });
  console.log(
    `Published ${report.written.length} files to ${values.local ? webDir : `s3://${process.env.SITE_BUCKET}`} for ${process.env.SITE_ORIGIN}.`,
  );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  await stop();
}
