/**
 * `npm run careers:upkeep`: gives jobs created before jobs had their own page
 * a slug, so the publisher writes /career/{slug} for each
 * (functions/core/content/career-slugs.ts). Idempotent.
 *   Local:    npm run careers:upkeep -- --local   (with npm start stopped: it opens the data folder itself)
 *   Deployed: TABLE_NAME=… AWS_REGION=… npm run careers:upkeep
 */
import { parseArgs } from 'node:util';
import { backfillCareerSlugs } from '../core/content/career-slugs';

const { values } = parseArgs({ options: { local: { type: 'boolean', default: false } } });

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let stop = async () => {};
if (values.local) {
  const { openLocalTable } = await import('../../infra/local/local-table');
  stop = await openLocalTable().catch(() => fail('The local database is in use by npm start: stop it first.'));
} else if (!process.env.TABLE_NAME) {
  fail('Set TABLE_NAME (and AWS credentials and AWS_REGION) for a deployed stack, or pass --local.');
}

try {
  const report = await backfillCareerSlugs();
  console.log(`${report.careers} jobs, ${report.given} given a slug (their pages follow from the publisher).`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  await stop();
}
