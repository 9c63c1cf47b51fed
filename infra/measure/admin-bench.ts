/**
 * What each admin lead call costs as the table grows: the median latency of
 * every list, count and search page with a small table and with N enquiries,
 * side by side in one run, against the local stack (HTTP, handler, grants).
 *
 *   node --import tsx infra/measure/admin-bench.ts [--n 100000] [--runs 15]
 *
 * Enquiries are stored through the core's lead item builder (index
 * attributes, tokens, counters), batched. Like with like: a first page is
 * measured with 10 contact enquiries (and 10 hiring enquiries), a later page
 * (page 5) with the 100 rows it needs; the same calls are measured again at N
 * (N contact enquiries, N / 10 hiring ones). Budget: at N, at most 2× the
 * small case (plus 2 ms, below which timing is noise); over budget exits 1.
 * A benchmark, not a test: never part of `npm test`.
 */
import { loadavg } from 'node:os';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { LeadStatus } from '../../functions/contract/leads';
import { apiPath, routes } from '../../functions/contract/routes';
import { saveAdmin } from '../../functions/core/auth/admins';
import { db } from '../../functions/core/aws/dynamodb';
import { config } from '../../functions/core/config';
import { addToCounters } from '../../functions/core/leads/counters';
import { leadRecordItems } from '../../functions/core/leads/lead-writes';
import { startLocalServer } from '../local/server';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const n = option('n', 100_000);
const runs = Math.max(3, option('runs', 15));
process.env.LOG_LEVEL ??= 'warn';
const owner = { email: 'bench@example.com', password: 'bench-admin-secret-1' };

const given = ['Maya', 'Noah', 'Oskar', 'Priya', 'Quinn', 'Rosa', 'Sami', 'Tariq', 'Uma', 'Viktor', 'Wen', 'Yusuf'];
/** Five letters from the index: surnames almost unique, so a search by name finds a handful. */
const surname = (i: number) =>
  Array.from({ length: 5 }, (_, k) => String.fromCharCode(97 + (Math.floor(i / 26 ** k) % 26)))
    .join('')
    .replace(/^./, (c) => c.toUpperCase());
/** Six in ten New, one each In progress, Replied, Closed and Spam. */
const statusOf = (i: number): LeadStatus => {
  const rest: LeadStatus[] = ['in-progress', 'replied', 'closed', 'spam'];
  return rest[(i % 10) - 6] ?? 'new';
};
const start = Date.parse('2020-01-01T00:00:00.000Z');

function contact(i: number) {
  const name = `${given[i % given.length]} ${surname(i)}`;
  const _id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
  const added_date = new Date(start + i * 60_000).toISOString();
  const emailAddress = `${name.toLowerCase().replace(' ', '.')}${i}@example.org`;
  return { _id, added_date, name, emailAddress, contactNo: '5550100200', message: 'Please call back', terms: true, mailStatus: 'sent' };
}

function hire(i: number) {
  const fullName = `${given[(i + 3) % given.length]} ${surname(i + 7)}`;
  const _id = `00000000-0000-4000-9000-${String(i).padStart(12, '0')}`;
  const added_date = new Date(start + i * 60_000).toISOString();
  return {
    _id,
    added_date,
    fullName,
    emailAddress: `hire${i}@example.net`,
    contactNo: '6591234567',
    country: 'Singapore',
    countryCode: 'SG',
    note: 'Two engineers',
    hiringchecked: 'monthly',
    servicechecked: ['DevOps'],
    mailStatus: 'sent',
  };
}

/** Stores enquiries [from, to) of a kind, 25 items a BatchWrite, 8 BatchWrites at once, then counts them. */
async function seed(type: 'CONTACT' | 'HIRE', from: number, to: number): Promise<void> {
  const tally: Partial<Record<LeadStatus | 'total', number>> = {};
  const items: Record<string, unknown>[] = [];
  for (let i = from; i < to; i++) {
    const status = statusOf(i);
    items.push(...leadRecordItems(type, type === 'CONTACT' ? contact(i) : hire(i), status));
    tally.total = (tally.total ?? 0) + 1;
    tally[status] = (tally[status] ?? 0) + 1;
  }
  const batches: Record<string, unknown>[][] = [];
  for (let at = 0; at < items.length; at += 25) batches.push(items.slice(at, at + 25));
  const write = async (batch: Record<string, unknown>[]) => {
    let pending: Record<string, unknown>[] = batch.map((Item) => ({ PutRequest: { Item } }));
    while (pending.length > 0) {
      const answer = await db().send(new BatchWriteCommand({ RequestItems: { [config.tableName]: pending as never } }));
      pending = (answer.UnprocessedItems?.[config.tableName] ?? []) as Record<string, unknown>[];
    }
  };
  for (let at = 0; at < batches.length; at += 8) await Promise.all(batches.slice(at, at + 8).map(write));
  await addToCounters(type, tally, String(from));
}

interface Call {
  label: string;
  path: string;
  /** How many contact enquiries the small case needs for this page. */
  small: 10 | 100;
}

const leads = (query: string) => `${apiPath(routes.listLeads, { kind: 'contact' })}${query}`;
const probe = contact(3);
const calls: Call[] = [
  { label: 'contactList page 1', path: apiPath(routes.contactList, { page: 1 }), small: 10 },
  { label: 'contactList page 5', path: apiPath(routes.contactList, { page: 5 }), small: 100 },
  { label: 'hiredList page 1', path: apiPath(routes.hiredList, { page: 1 }), small: 10 },
  { label: 'leads All, newest, page 1', path: leads(''), small: 10 },
  { label: 'leads All, oldest, page 1', path: leads('?sort=oldest'), small: 10 },
  { label: 'leads All, A–Z, page 1', path: leads('?sort=az'), small: 10 },
  { label: 'leads All, Z–A, page 1', path: leads('?sort=za'), small: 10 },
  { label: 'leads New, newest, page 1', path: leads('?status=new'), small: 10 },
  { label: 'leads All, newest, page 5', path: leads('?page=5'), small: 100 },
  { label: 'search by e-mail', path: leads(`?q=${encodeURIComponent(probe.emailAddress)}`), small: 10 },
  { label: 'search by name', path: leads(`?q=${encodeURIComponent(probe.name)}`), small: 10 },
  { label: 'lead counts', path: routes.leadCounts.path, small: 10 },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function main(): Promise<void> {
  const server = await startLocalServer({ port: 0, prepare: () => saveAdmin(owner.email, owner.password) });
  try {
    const login = (await (
      await fetch(`${server.url}${routes.adminLogin.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(owner),
      })
    ).json()) as { token: string };
    const time = async (call: Call): Promise<number> => {
      const took: number[] = [];
      for (let run = 0; run <= runs; run++) {
        const asked = performance.now();
        const answer = await fetch(`${server.url}${call.path}`, { headers: { authorization: `Bearer ${login.token}` } });
        const body = (await answer.json()) as { data?: { list?: unknown[]; count?: number } };
        if (!answer.ok) throw new Error(`${call.label} answered ${answer.status}`);
        if (call.label.startsWith('search') && body.data?.list?.length !== 1)
          throw new Error(`${call.label} found ${body.data?.list?.length}`);
        if (run > 0) took.push(performance.now() - asked); // the first call warms up
      }
      return median(took);
    };
    const small = new Map<string, number>();
    await seed('CONTACT', 0, 10);
    await seed('HIRE', 0, 10);
    for (const call of calls.filter((c) => c.small === 10)) small.set(call.label, await time(call));
    await seed('CONTACT', 10, 100);
    for (const call of calls.filter((c) => c.small === 100)) small.set(call.label, await time(call));

    const seeding = performance.now();
    for (let from = 100; from < n; from += 10_000) await seed('CONTACT', from, Math.min(n, from + 10_000));
    await seed('HIRE', 10, Math.max(10, Math.floor(n / 10)));
    const seeded = (performance.now() - seeding) / 1000;

    const rows: string[] = [];
    let over = 0;
    for (const call of calls) {
      const before = small.get(call.label) ?? Number.NaN;
      const after = await time(call);
      const within = after <= 2 * before + 2;
      if (!within) over++;
      rows.push(
        `| ${call.label} | ${call.small} | ${before.toFixed(1)} | ${after.toFixed(1)} | ${(after / before).toFixed(2)}× | ${within ? 'yes' : '**no**'} |`,
      );
    }
    console.log(`Seeded ${n} contact and ${Math.floor(n / 10)} hiring enquiries in ${seeded.toFixed(0)} s; median of ${runs} calls each.`);
    console.log(`\n| call | small case (rows) | small ms | at ${n} ms | ratio | within 2× |\n|---|---|---|---|---|---|`);
    console.log(rows.join('\n'));
    console.log(
      `\nLoad average: ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}.`,
    );
    if (over > 0) {
      console.error(`${over} call(s) over budget.`);
      process.exitCode = 1;
    }
  } finally {
    await server.close();
  }
}

await main();
