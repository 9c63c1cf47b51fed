/**
 * The frame of the table upkeep scripts: with --local it opens the local data
 * folder itself (npm start must be stopped), otherwise it works on the
 * deployed table TABLE_NAME names. A failure prints its message and exits 1.
 */
import { parseArgs } from 'node:util';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

export async function runTableUpkeep(work: () => Promise<void>): Promise<void> {
  const { values } = parseArgs({ options: { local: { type: 'boolean', default: false } } });
  let stop = async () => {};
  if (values.local) {
    const { openLocalTable } = await import('../../infra/local/local-table');
    stop = await openLocalTable().catch(() => fail('The local database is in use by npm start: stop it first.'));
  } else if (!process.env.TABLE_NAME) {
    fail('Set TABLE_NAME (and AWS credentials and AWS_REGION) for a deployed stack, or pass --local.');
  }
  try {
    await work();
  } catch (error) {
    // Not fail(): the local table must still be closed, so exit once finally has run.
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  } finally {
    await stop();
  }
}
