/**
 * `npm run leads:upkeep`: gives enquiries stored before the lead indexes
 * their index attributes and search tokens, and recounts each kind's
 * counters (functions/core/leads/upkeep.ts). Idempotent.
 *   Local:    npm run leads:upkeep -- --local   (with npm start stopped: it opens the data folder itself)
 *   Deployed: TABLE_NAME=… AWS_REGION=… npm run leads:upkeep
 */
import { upkeepLeads } from '../core/leads/upkeep';
import { runTableUpkeep } from './table-upkeep';

await runTableUpkeep(async () => {
  for (const report of await upkeepLeads())
    console.log(
      `${report.type}: ${report.enquiries} enquiries, ${report.reindexed} given their index attributes; counters ${JSON.stringify(report.counters)}.`,
    );
});
