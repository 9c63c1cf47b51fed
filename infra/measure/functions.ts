/**
 * Bundle size and cold start of every Lambda function, for three ways of
 * treating the AWS SDK:
 *   external: left to the Lambda runtime;
 *   pure:     external, but declared free of side effects (the SDK's own
 *             package.json says so), so esbuild drops SDK clients a function
 *             never calls;
 *   bundled:  inside each bundle, credential chain reduced to the environment
 *             provider (what the stack deploys, see deployedChoice).
 *
 *   node --import tsx infra/measure/functions.ts [--runs 3] [--variant all|external,pure,bundled] [--only a,b] [--json]
 *
 * Each bundle is built with the stack's own esbuild options
 * (infra/stack/bundling.ts). Cold start: a FRESH node process imports the
 * bundle and serves one API Gateway v2 event against the local stand-ins
 * (dynalite, s3rver, SES stand-in); reported is the time from process start
 * (performance.timeOrigin) to the handler's answer, median of --runs. GET
 * routes read the table (404 for an unknown id); admin routes carry a valid
 * token; POST/PUT/DELETE bodies are empty, so they answer 400 after
 * validation: that is still their first answer.
 *
 * A baseline row (a fresh node process importing an empty module) shows what
 * the machine itself costs; on a loaded machine compare against it.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, statSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';
import { routeList, type RouteDef } from '../../functions/contract/routes';
import { workerList } from '../../functions/contract/workers';
import { ensureTable } from '../local/resources';
import { startStandIns } from '../local/stand-ins';
import { deployedChoice, esbuildOptions, handlerEntry, projectRoot, workerEntry } from '../stack/bundling';

type Variant = 'external' | 'bundled' | 'pure';

const allVariants: Variant[] = ['external', 'pure', 'bundled'];

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const runs = Math.max(1, Number(option('runs') ?? 3));
const variantArg = option('variant') ?? 'all';
const variants: Variant[] = variantArg === 'all' ? allVariants : (variantArg.split(',') as Variant[]);
if (!variants.every((v) => allVariants.includes(v))) throw new Error(`--variant takes all or a list of ${allVariants.join(', ')}`);
const asJson = args.includes('--json');
const only = option('only')?.split(',');
/** A function to measure: a route's handler, or a worker given an empty batch (import and setup, no work). */
interface Target {
  readonly name: string;
  readonly handler: string;
  readonly entry: string;
  readonly label: string;
  readonly event: (token: string) => object;
}

const targets: Target[] = [
  ...routeList.map((route) => ({
    name: route.name,
    handler: route.handler,
    entry: handlerEntry(route.handler),
    label: `${route.method} ${route.path}`,
    event: (token: string) => event(route, token),
  })),
  ...workerList.map((worker) => ({
    name: worker.name,
    handler: worker.handler,
    entry: workerEntry(worker.handler),
    label: { queue: 'SQS batch (empty)', 'table-stream': 'stream batch (empty)', schedule: 'schedule' }[worker.trigger.kind],
    event: () => ({ Records: [] }),
  })),
];
const measured = targets.filter((target) => !only || only.includes(target.name) || only.includes(target.handler));

const budget = { bytes: 250 * 1024, ms: 250 };
// Under node_modules so that external SDK imports resolve to the project's SDK.
const outRoot = join(projectRoot, 'node_modules', '.cache', 'measure-functions');
const secret = 'measure-secret-measure-secret-measure-secret-0123456789';

interface Figures {
  bytes: number;
  gzipBytes: number;
  coldMs: number[];
  cpuMs: number[];
  spawnMs: number[];
  status: number | string;
}

const runner = `const [bundle, event] = process.argv.slice(2);
const { handler } = await import(bundle);
const result = await handler(JSON.parse(event), {});
const ms = performance.now();
const cpu = process.cpuUsage();
process.stdout.write('\\n' + JSON.stringify({ ms, cpuMs: (cpu.user + cpu.system) / 1000, status: result?.statusCode ?? (Array.isArray(result?.batchItemFailures) ? 'batch ok' : 'done') }));
`;

async function main(): Promise<void> {
  rmSync(outRoot, { recursive: true, force: true });
  mkdirSync(outRoot, { recursive: true });
  const runnerPath = join(outRoot, 'runner.mjs');
  writeFileSync(runnerPath, runner);

  const bucket = 'measure-media';
  const standIns = await startStandIns({ bucket, uploadOrigins: ['http://127.0.0.1:5173'] });
  const tableName = 'measure-site';
  await ensureTable(standIns.endpoints.dynamodb, tableName);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TABLE_NAME: tableName,
    MEDIA_BUCKET: bucket,
    MAIL_FROM: 'no-reply@example.com',
    MAIL_TO: 'sales@example.com',
    JWT_SECRET: secret,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    DYNAMODB_ENDPOINT: standIns.endpoints.dynamodb,
    S3_ENDPOINT: standIns.endpoints.s3,
    SES_ENDPOINT: standIns.endpoints.ses,
  };
  Object.assign(process.env, env);
  const { issueToken } = await import('../../functions/core/auth/tokens');
  const { saveAdmin } = await import('../../functions/core/auth/admins');
  const { getRecord } = await import('../../functions/core/db/repository');
  const { keys } = await import('../../functions/core/db/keys');
  // Admin routes check the session's account on every call: the measured token names a real Owner.
  await saveAdmin('measure@example.com', 'measure-password');
  const account = await getRecord(keys.admin('measure@example.com'));
  const token = await issueToken({ sub: String(account?._id), email: 'measure@example.com', role: 'owner', sv: 0 });

  const results = new Map<string, Partial<Record<Variant, Figures>>>();
  const emptyModule = join(outRoot, 'empty.mjs');
  writeFileSync(emptyModule, 'export const handler = async () => ({ statusCode: 200 });\n');
  const baseline: Array<{ ms: number; cpuMs: number }> = [];
  try {
    for (let i = 0; i < runs; i++) baseline.push(await coldStart(runnerPath, emptyModule, {}, env));
    for (const variant of variants) {
      const dir = join(outRoot, variant);
      for (const route of measured) {
        const outfile = join(dir, `${route.handler}.mjs`);
        const options = esbuildOptions(route.handler, outfile, { bundleSdk: variant === 'bundled' }, route.entry);
        await build(variant === 'pure' ? { ...options, external: [], plugins: [sdkWithoutSideEffects] } : options);
        const code = readFileSync(outfile);
        const figures: Figures = {
          bytes: statSync(outfile).size,
          gzipBytes: gzipSync(code).length,
          coldMs: [],
          cpuMs: [],
          spawnMs: [],
          status: 0,
        };
        for (let i = 0; i < runs; i++) {
          const answer = await coldStart(runnerPath, outfile, route.event(token), env);
          figures.coldMs.push(answer.ms);
          figures.cpuMs.push(answer.cpuMs);
          figures.spawnMs.push(answer.spawnMs);
          figures.status = answer.status;
        }
        results.set(route.name, { ...results.get(route.name), [variant]: figures });
        if (!asJson) process.stderr.write('.');
      }
    }
  } finally {
    await standIns.close();
  }
  if (!asJson) process.stderr.write('\n');

  const deployed: Variant = deployedChoice.bundleSdk ? 'bundled' : 'external';
  const over = [...results].filter(([, r]) => {
    const f = r[deployed];
    return f && (f.bytes >= budget.bytes || median(f.coldMs) >= budget.ms);
  });
  if (asJson) {
    console.log(JSON.stringify(Object.fromEntries(results), null, 2));
  } else {
    console.log(table(results));
    console.log(`\nNode ${process.version}, ${runs} cold start(s) per function, median shown. Deployed: SDK ${deployed}.`);
    console.log(
      `Baseline (fresh node, empty handler): ${median(baseline.map((b) => b.ms)).toFixed(0)} ms (CPU ${median(baseline.map((b) => b.cpuMs)).toFixed(0)} ms). Load average now: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${availableParallelism()} CPU(s).`,
    );
    console.log(
      over.length
        ? `Over budget (${deployed}): ${over.map(([name]) => name).join(', ')}`
        : `Every function is within budget (${deployed}).`,
    );
  }
  process.exitCode = over.length ? 1 : 0;
}

function event(route: RouteDef, token: string) {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'page' ? '1' : 'measure-missing'));
  const pathParameters = Object.fromEntries(
    [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name = '']) => [name, name === 'page' ? '1' : 'measure-missing']),
  );
  const headers: Record<string, string> = { host: 'measure.local', 'user-agent': 'measure' };
  if (route.access === 'admin') headers.authorization = `Bearer ${token}`;
  const hasBody = route.method !== 'GET';
  if (hasBody) headers['content-type'] = 'application/json';
  return {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath: path,
    rawQueryString: '',
    headers,
    pathParameters,
    requestContext: {
      http: { method: route.method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'measure' },
      requestId: 'measure',
      routeKey: `${route.method} ${route.path}`,
      stage: '$default',
      timeEpoch: Date.now(),
    },
    body: hasBody ? '{}' : undefined,
    isBase64Encoded: false,
  };
}

function coldStart(runnerPath: string, bundle: string, request: object, env: NodeJS.ProcessEnv) {
  return new Promise<{ ms: number; cpuMs: number; spawnMs: number; status: number | string }>((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [runnerPath, bundle, JSON.stringify(request)], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const spawnMs = performance.now() - started;
      try {
        // Workers log to stdout too: the runner's answer is the last line.
        const { ms, cpuMs, status } = JSON.parse(out.trim().split('\n').pop() ?? '') as {
          ms: number;
          cpuMs: number;
          status: number | string;
        };
        resolve({ ms, cpuMs, spawnMs, status });
      } catch {
        reject(new Error(`${bundle} exited ${code} without an answer:\n${err.slice(-2000)}`));
      }
    });
  });
}

/** The SDK's packages declare "sideEffects": false; esbuild may then drop clients nobody calls. */
const sdkWithoutSideEffects: Plugin = {
  name: 'sdk-without-side-effects',
  setup(build) {
    build.onResolve({ filter: /^@(aws-sdk|smithy)\// }, (resolved) => ({ path: resolved.path, external: true, sideEffects: false }));
  },
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function table(results: Map<string, Partial<Record<Variant, Figures>>>): string {
  const head = ['Function', 'Route', 'Answer'];
  for (const variant of variants) head.push(`${variant}: KB min (gzip)`, `${variant}: ms to answer (CPU ms)`);
  const lines = [`| ${head.join(' | ')} |`, `|${head.map((_, i) => (i < 2 ? '---' : '---:')).join('|')}|`];
  for (const route of measured) {
    const r = results.get(route.name) ?? {};
    const cells = [route.handler, route.label, String((variants[0] && r[variants[0]]?.status) ?? '')];
    for (const variant of variants) {
      const f = r[variant];
      cells.push(f ? `${kb(f.bytes)} (${kb(f.gzipBytes)})` : '', f ? `${median(f.coldMs).toFixed(0)} (${median(f.cpuMs).toFixed(0)})` : '');
    }
    lines.push(`| ${cells.join(' | ')} |`);
  }
  const summary = ['**max**', '', ''];
  for (const variant of variants) {
    const all = [...results.values()].map((r) => r[variant]).filter((f): f is Figures => Boolean(f));
    summary.push(
      `${kb(Math.max(...all.map((f) => f.bytes)))}`,
      `${Math.max(...all.map((f) => median(f.coldMs))).toFixed(0)} (${Math.max(...all.map((f) => median(f.cpuMs))).toFixed(0)})`,
    );
  }
  lines.push(`| ${summary.join(' | ')} |`);
  return lines.join('\n');
}

await main();
