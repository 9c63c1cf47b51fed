/**
 * `npm run leads:upkeep`: gives enquiries stored before the lead indexes
 * their index attributes and search tokens, and recounts each kind's
 * counters (functions/core/leads/upkeep.ts). Idempotent.
 *   Local:    npm run leads:upkeep -- --local   (with npm start stopped: it opens the data folder itself)
 *   Deployed: TABLE_NAME=… AWS_REGION=… npm run leads:upkeep
 */
import { parseArgs } from 'node:util';
import { upkeepLeads } from '../core/leads/upkeep';

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
  for (const report of await upkeepLeads())
    console.log(
      `${report.type}: ${report.enquiries} enquiries, ${report.reindexed} given their index attributes; counters ${JSON.stringify(report.counters)}.`,
    );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  await stop();
}
