/** After the whole run, before the server stops: what specs seeded straight into the table leaves it again. */
import { rmSync } from 'node:fs';
import { removeSeededEnquiries } from './whole-list-seed';

export default async function globalTeardown(): Promise<void> {
  await removeSeededEnquiries();
  if (process.env.E2E_STACK_FILE) rmSync(process.env.E2E_STACK_FILE, { force: true });
}
