/**
 * How long a CSV export of a large enquiry list takes, end to end on the
 * local stack: the one export request (the function reads the list's
 * partition, builds the CSV, writes it to S3 and presigns its link) and the
 * download from that link.
 *
 *   node --import tsx infra/measure/export.ts [--rows 10000] [--runs 3]
 *
 * It starts the local stack in memory (as the integration tests do), seeds
 * `--rows` contact enquiries with realistic messages straight into the table
 * (BatchWrite, as the seed does), signs in and exports the whole list
 * `--runs` times, printing each run and the medians. A benchmark, not a
 * test: never part of `npm test`. Compare on a quiet machine; the load
 * average is printed beside the figures.
 */
import { loadavg } from 'node:os';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ExportFile } from '../../functions/contract/exports';
import { apiPath, routes } from '../../functions/contract/routes';
import { saveAdmin } from '../../functions/core/auth/admins';
import { db } from '../../functions/core/aws/dynamodb';
import { config } from '../../functions/core/config';
import { entityItem } from '../../functions/core/db/repository';
import { startLocalServer } from '../local/server';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const rows = option('rows', 10_000);
const runs = Math.max(1, option('runs', 3));
const owner = { email: 'measure@example.com', password: 'measure-export-secret-1' };

/** A message of 200 to 1,000 characters, some with the commas, quotes and line breaks the CSV must quote. */
function message(i: number): string {
  const sentence = `We would like a quote for project ${i}, "phase ${i % 7}" included.\n`;
  return sentence.repeat(3 + (i % 13)).slice(0, 200 + ((i * 37) % 800));
}

async function seed(count: number): Promise<void> {
  const start = Date.parse('2024-01-01T00:00:00.000Z');
  for (let from = 0; from < count; from += 25) {
    const batch = Array.from({ length: Math.min(25, count - from) }, (_, k) => {
      const i = from + k;
      const _id = crypto.randomUUID();
      const added_date = new Date(start + i * 60_000).toISOString();
      const fields = { _id, added_date, name: `Enquirer ${i}`, emailAddress: `enquirer${i}@example.com`, contactNo: '5550100200' };
      return {
        PutRequest: { Item: entityItem('CONTACT', _id, added_date, { ...fields, message: message(i), terms: true, mailStatus: 'sent' }) },
      };
    });
    await db().send(new BatchWriteCommand({ RequestItems: { [config.tableName]: batch } }));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function main(): Promise<void> {
  const server = await startLocalServer({ port: 0, prepare: () => saveAdmin(owner.email, owner.password) });
  try {
    const seeding = performance.now();
    await seed(rows);
    console.log(`Seeded ${rows} contact enquiries in ${((performance.now() - seeding) / 1000).toFixed(1)} s.`);
    const login = (await (
      await fetch(`${server.url}${routes.adminLogin.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(owner),
      })
    ).json()) as { token: string };
    const exportUrl = `${server.url}${apiPath(routes.exportLeads, { kind: 'contact' })}?day=2026-11-26`;

    const requestMs: number[] = [];
    const downloadMs: number[] = [];
    const totalMs: number[] = [];
    for (let run = 1; run <= runs; run++) {
      const asked = performance.now();
      const answer = await fetch(exportUrl, { headers: { authorization: `Bearer ${login.token}` } });
      const body = (await answer.json()) as { data?: ExportFile; msg?: string };
      const answered = performance.now();
      if (!answer.ok || !body.data) throw new Error(`export answered ${answer.status}: ${body.msg}`);
      const file = await fetch(body.data.url);
      const bytes = (await file.arrayBuffer()).byteLength;
      const downloaded = performance.now();
      if (body.data.rows !== rows) throw new Error(`the file holds ${body.data.rows} rows, not ${rows}`);
      requestMs.push(answered - asked);
      downloadMs.push(downloaded - answered);
      totalMs.push(downloaded - asked);
      console.log(
        `Run ${run}: export request ${(answered - asked).toFixed(0)} ms, download ${(downloaded - answered).toFixed(0)} ms, ${(bytes / 1024 / 1024).toFixed(2)} MB, ${body.data.rows} rows`,
      );
    }
    const total = median(totalMs);
    console.log(
      `Median of ${runs}: request ${median(requestMs).toFixed(0)} ms, download ${median(downloadMs).toFixed(0)} ms, together ${total.toFixed(0)} ms. Load average: ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}.`,
    );
  } finally {
    await server.close();
  }
}

await main();
