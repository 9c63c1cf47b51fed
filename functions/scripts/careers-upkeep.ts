/**
 * `npm run careers:upkeep`: gives jobs created before jobs had their own page
 * a slug, so the publisher writes /career/{slug} for each
 * (functions/core/content/career-slugs.ts). Idempotent.
 *   Local:    npm run careers:upkeep -- --local   (with npm start stopped: it opens the data folder itself)
 *   Deployed: TABLE_NAME=… AWS_REGION=… npm run careers:upkeep
 */
import { backfillCareerSlugs } from '../core/content/career-slugs';
import { runTableUpkeep } from './table-upkeep';

await runTableUpkeep(async () => {
  const report = await backfillCareerSlugs();
  console.log(`${report.careers} jobs, ${report.given} given a slug (their pages follow from the publisher).`);
});
