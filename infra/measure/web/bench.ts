/**
 * `npm run bench:web [-- --runs N] [--only /path,…]`: a benchmark, not a test.
 *
 * Builds the site, starts the local stack (as `npm start` does, on a free
 * port, with a fresh seeded data folder of its own), then runs Lighthouse
 * (mobile profile, simulated throttling) on home, /about, /studio/angular-dev,
 * /success-stories, /news, the newest article, /career, and a service and a
 * case study an editor creates with photos of their own (./authored-pages), and on the same pages frozen as
 * static HTML and CSS without JavaScript (./frozen-site), interleaved in the
 * same run so machine load weighs on both alike. Prints the medians side by
 * side with the LCP ratio, checks the budgets (./stats) and writes the table
 * to dist/bench/web.md (raw runs in web.json). Exits 1 when a budget is
 * broken, 2 when the bench itself fails. Browsers and servers always stop.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildWeb } from '../../../web/build';
import { startLocalServer } from '../../local/server';
import { seedIfEmpty } from '../../local/seed/seed';
import { killAllChrome } from './chrome';
import { freezePages, serveFrozenSite } from './frozen-site';
import { measurePage } from './lighthouse';
import { parseOptions } from './options';
import { markdownReport } from './report';
import { authorPages } from './authored-pages';
import { benchRoutes } from './routes';
import { brokenBudgets, type PageMetrics, routeResult } from './stats';

// One log line per API request would bury the progress lines.
process.env.LOG_LEVEL ??= 'warn';

const outDir = resolve('dist/bench');
const cleanups: (() => Promise<void> | void)[] = [];

let cleaning: Promise<void> | undefined;
let interrupted = false;

/** Runs every clean-up once, newest first (a second caller waits for the same); a failing one does not stop the others. */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    killAllChrome();
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch((error) => console.error(error));
  })();
  return cleaning;
}

for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping the browsers and servers…`);
    void cleanUp().finally(() => process.exit(code));
  });
}

async function bench(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const started = Date.now();
  const root = mkdtempSync(join(tmpdir(), 'bench-web-'));
  cleanups.push(() => rmSync(root, { recursive: true, force: true }));

  const phase = (text: string) => console.log(`[${Math.round((Date.now() - started) / 1000)} s] ${text}`);
  phase('Building the site…');
  const { webDir, ssrDir } = await buildWeb({ outDir: join(root, 'web') });
  phase('Starting the local stack and publishing every page…');
  const server = await startLocalServer({
    port: 0,
    dataDir: join(root, 'data'),
    webDir,
    rendererDir: ssrDir,
    prepare: async () => void (await seedIfEmpty()),
  });
  cleanups.push(() => server.close());

  phase('Creating a service and a case study as an editor would…');
  const authored = await authorPages(server.url);
  const routes = options.only ?? [...(await benchRoutes(server.url)), ...authored];
  phase(`Measuring ${routes.join(', ')}, ${options.runs} run(s) each, project then static…`);
  const frozenDir = join(root, 'frozen');
  await freezePages(server.url, routes, frozenDir);
  const frozen = await serveFrozenSite({ frozenDir, webDir, uploadOrigin: server.standIns.endpoints.s3 });
  cleanups.push(() => frozen.close());

  const runs = new Map(routes.map((route) => [route, { project: [] as PageMetrics[], static: [] as PageMetrics[] }]));
  for (let run = 1; run <= options.runs; run += 1) {
    for (const [route, measured] of runs) {
      measured.project.push(await measurePage(`${server.url}${route}`));
      measured.static.push(await measurePage(`${frozen.url}${route}`));
      phase(`run ${run}/${options.runs} ${route}: ${summary(measured.project.at(-1))} | static ${summary(measured.static.at(-1))}`);
    }
  }

  const results = [...runs].map(([route, measured]) => routeResult(route, measured.project, measured.static));
  const broken = brokenBudgets(results);
  const report = markdownReport(results, broken, {
    runs: options.runs,
    date: new Date(started),
    durationMs: Date.now() - started,
    cores: availableParallelism(),
  });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'web.md'), report);
  writeFileSync(join(outDir, 'web.json'), `${JSON.stringify({ results, runs: Object.fromEntries(runs) }, null, 2)}\n`);
  console.log(`\n${report}\nTable written to ${join(outDir, 'web.md')}`);
  return broken.length === 0 ? 0 : 1;
}

function summary(metrics: PageMetrics | undefined): string {
  return metrics ? `score ${metrics.score.toFixed(2)}, LCP ${Math.round(metrics.lcp)} ms` : '';
}

let exitCode = 2;
try {
  exitCode = await bench();
} catch (error) {
  // After Ctrl-C the measurement in flight fails because its browser was stopped: not worth a report.
  if (!interrupted) console.error(`bench:web failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
} finally {
  await cleanUp();
}
if (!interrupted) process.exit(exitCode);
