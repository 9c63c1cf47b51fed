/**
 * The suite's server: `npm start` itself, which then tells the suite where its
 * table answers (E2E_STACK_FILE), so a spec that needs a thousand stored items
 * can write them through the core's item builders in a second instead of
 * posting a thousand forms.
 */
import { writeFileSync } from 'node:fs';

await import('../../infra/local/start');

const stackFile = process.env.E2E_STACK_FILE;
if (stackFile) {
  writeFileSync(stackFile, JSON.stringify({ dynamodb: process.env.DYNAMODB_ENDPOINT, tableName: process.env.TABLE_NAME }));
}
