/**
 * `npm run migrate:images`: gives items stored before the image pipeline their
 * responsive variants and image meta (functions/core/content/image-migration.ts).
 * Idempotent: images that already have meta are skipped.
 *   Local:    npm run migrate:images -- --local   (asks a running npm start; else opens the data folder itself,
 *                                                   whose pages the next npm start republishes)
 *   Deployed: TABLE_NAME=… MEDIA_BUCKET=… AWS_REGION=… npm run migrate:images   (the table's stream republishes the pages)
 */
import { parseArgs } from 'node:util';
import { migrateImages, type MigrationReport } from '../core/content/image-migration';

const { values } = parseArgs({ options: { local: { type: 'boolean', default: false } } });

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function print(report: MigrationReport): void {
  console.log(`Images migrated: ${report.processed}; already done: ${report.skipped}; items read: ${report.items}.`);
  if (report.failed.length > 0) fail(`Not processed (missing or not decodable): ${report.failed.join(', ')}`);
}

/** A running `npm start` holds the local data: ask it (POST /__local/migrate-images). Answers false when none runs. */
async function askRunningStack(): Promise<boolean> {
  const url = `http://localhost:${process.env.PORT ?? 3000}/__local/migrate-images`;
  const response = await fetch(url, { method: 'POST' }).catch(() => null);
  if (!response) return false;
  const answer = (await response.json().catch(() => ({}))) as MigrationReport & { error?: string };
  if (!response.ok) fail(`The running site at ${url} could not migrate images: ${answer.error ?? response.status}`);
  print(answer);
  return true;
}

if (values.local && (await askRunningStack())) process.exit(0);

let stop = async () => {};
if (values.local) {
  const { openLocalTable } = await import('../../infra/local/local-table');
  stop = await openLocalTable().catch(() =>
    fail('The local database is in use by an npm start on another port: stop it, or run this with its PORT.'),
  );
} else {
  const missing = ['TABLE_NAME', 'MEDIA_BUCKET'].filter((name) => !process.env[name]);
  if (missing.length > 0) fail(`Set ${missing.join(', ')} (and AWS credentials and AWS_REGION) for a deployed stack, or pass --local.`);
}

try {
  print(await migrateImages());
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  await stop();
}
