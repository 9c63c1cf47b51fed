/**
 * The pure arithmetic of `npm run bench:web`: medians of the runs, the LCP
 * ratio of the project to its static twin, and the budgets the site must meet.
 */

/** What one Lighthouse run reports for a page (times in ms, weight in bytes). */
export interface PageMetrics {
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
  weight: number;
}

/** One route measured twice in the same run: as built, and frozen without JavaScript. */
export interface RouteResult {
  route: string;
  project: PageMetrics;
  static: PageMetrics;
  /** project LCP / static LCP. */
  lcpRatio: number;
}

export const budgets = { minScore: 0.95, maxMedianLcpRatio: 1.2, maxCls: 0.01 } as const;

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const at = (index: number) => sorted[index] as number;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/** Each metric's own median over the runs (the runs' scores and times vary independently). */
export function medianMetrics(runs: readonly PageMetrics[]): PageMetrics {
  const of = (key: keyof PageMetrics) => median(runs.map((run) => run[key]));
  return { score: of('score'), lcp: of('lcp'), cls: of('cls'), tbt: of('tbt'), weight: of('weight') };
}

/** How much slower the project paints its largest element than the static page; Infinity when static is 0. */
export function lcpRatio(projectLcp: number, staticLcp: number): number {
  return staticLcp > 0 ? projectLcp / staticLcp : Number.POSITIVE_INFINITY;
}

export function routeResult(route: string, projectRuns: readonly PageMetrics[], staticRuns: readonly PageMetrics[]): RouteResult {
  const project = medianMetrics(projectRuns);
  const frozen = medianMetrics(staticRuns);
  return { route, project, static: frozen, lcpRatio: lcpRatio(project.lcp, frozen.lcp) };
}

/** Every broken budget, in words; empty when all are met. */
export function brokenBudgets(results: readonly RouteResult[]): string[] {
  const broken: string[] = [];
  for (const { route, project } of results) {
    if (project.score < budgets.minScore) broken.push(`${route}: score ${project.score.toFixed(2)} is below ${budgets.minScore}`);
    if (project.cls > budgets.maxCls) broken.push(`${route}: CLS ${project.cls.toFixed(3)} is above ${budgets.maxCls}`);
  }
  if (results.length > 0) {
    const ratio = median(results.map((result) => result.lcpRatio));
    if (ratio > budgets.maxMedianLcpRatio) broken.push(`median LCP ratio ${ratio.toFixed(2)} is above ${budgets.maxMedianLcpRatio}`);
  }
  return broken;
}
