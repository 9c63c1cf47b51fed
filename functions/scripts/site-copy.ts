/**
 * Stores the copy the site launched with (testimonials, case studies, the
 * sixteen services and the About page) in a table that has none of a kind yet:
 * a new stage's pages and Studio menu need it. Kinds with items are left alone.
 *   Deployed: TABLE_NAME=<table> AWS_REGION=<region> npm run site-copy
 * The table stream then publishes the pages.
 */
import { storeSiteCopy } from '../../infra/local/seed/site-copy';

if (!process.env.TABLE_NAME) {
  console.error('Set TABLE_NAME (and AWS credentials) for a deployed table.');
  process.exit(1);
}
try {
  const stored = await storeSiteCopy();
  console.log(stored.length > 0 ? `Stored the launch copy of: ${stored.join(', ')}.` : 'Every kind already has content: nothing stored.');
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
