/**
 * Creates an admin account (an Owner unless --role editor|sales) or resets
 * its password (keeping its role unless --role is given).
 *   Local:    npm run admin -- --local --email you@example.com   (stop npm start first)
 *   Deployed: TABLE_NAME=<table> AWS_REGION=<region> npm run admin -- --email you@example.com
 * The password comes from --password, the ADMIN_PASSWORD variable, or a hidden prompt.
 */
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { isRole, roles } from '../contract/roles';
import { simpleEmail } from '../contract/validation';
import { saveAdmin } from '../core/auth/admins';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string' },
    local: { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function askHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) fail('No password given: use --password, ADMIN_PASSWORD or run in a terminal.');
  const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const muted = prompt as unknown as { _writeToOutput: (text: string) => void };
  muted._writeToOutput = (text) => process.stdout.write(text.startsWith(question) ? text : '');
  const answer = await new Promise<string>((done) => prompt.question(question, done));
  prompt.close();
  process.stdout.write('\n');
  return answer;
}

const email =
  values.email?.trim() ?? fail('Usage: npm run admin -- --email you@example.com [--role owner|editor|sales] [--local] [--password …]');
if (!simpleEmail.test(email)) fail('Please Enter a Valid Email');
const role = values.role;
if (role !== undefined && !isRole(role)) fail(`--role must be one of ${roles.join(', ')}.`);
const password = values.password ?? process.env.ADMIN_PASSWORD ?? (await askHidden('Password (10+ characters): '));

let stop = async () => {};
if (values.local) {
  const { openLocalTable } = await import('../../infra/local/local-table');
  stop = await openLocalTable().catch(() => fail('The local database is in use: stop npm start, then run this again.'));
} else if (!process.env.TABLE_NAME) {
  fail('Set TABLE_NAME (and AWS credentials) for a deployed table, or pass --local.');
}

try {
  await saveAdmin(email, password, role);
  console.log(`Admin ${email.toLowerCase()}${role ? ` (${role})` : ''} saved in ${process.env.TABLE_NAME}.`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  await stop();
}
