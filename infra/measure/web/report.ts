/** The bench's table, in Markdown (printed as is and written for docs/performance.md). */
import { budgets, median, type RouteResult } from './stats';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kilobytes = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;

const header = ['Route', 'Score', 'LCP', 'CLS', 'TBT', 'Weight', 'Static score', 'Static LCP', 'LCP ratio'];

export function markdownTable(results: readonly RouteResult[]): string {
  const rows = results.map(({ route, project, static: frozen, lcpRatio }) => [
    route,
    project.score.toFixed(2),
    seconds(project.lcp),
    project.cls.toFixed(3),
    `${Math.round(project.tbt)} ms`,
    kilobytes(project.weight),
    frozen.score.toFixed(2),
    seconds(frozen.lcp),
    lcpRatio.toFixed(2),
  ]);
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/** The budgets with the figures they were checked against. */
export function budgetLines(results: readonly RouteResult[], broken: readonly string[]): string[] {
  const lowest = Math.min(...results.map((result) => result.project.score));
  const worstCls = Math.max(...results.map((result) => result.project.cls));
  const ratio = results.length > 0 ? median(results.map((result) => result.lcpRatio)) : Number.NaN;
  return [
    `- Every route scores at least ${budgets.minScore}: lowest ${lowest.toFixed(2)}`,
    `- Median LCP ratio (project / static) at most ${budgets.maxMedianLcpRatio}: ${ratio.toFixed(2)}`,
    `- CLS at most ${budgets.maxCls} on every route: highest ${worstCls.toFixed(3)}`,
    broken.length === 0 ? '\nEvery budget is met.' : `\nBroken budgets:\n${broken.map((line) => `- ${line}`).join('\n')}`,
  ];
}

export interface RunContext {
  runs: number;
  date: Date;
  durationMs: number;
  cores: number;
}

export function markdownReport(results: readonly RouteResult[], broken: readonly string[], context: RunContext): string {
  return [
    `Lighthouse 12.8, mobile profile, simulated throttling, median of ${context.runs} run(s); project and static pages measured in the same run through the same gzip/brotli server (${context.date.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${context.cores} cores, ${Math.round(context.durationMs / 1000)} s).`,
    '',
    markdownTable(results),
    '',
    'Budgets:',
    ...budgetLines(results, broken),
    '',
  ].join('\n');
}
