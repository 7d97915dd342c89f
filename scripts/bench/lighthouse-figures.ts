/** What one Lighthouse run of one page gives: the four category scores and the metrics the issue names. */
export interface RunFigures {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly fcpMs: number;
}

function middle(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[half] ?? Number.NaN) : ((sorted[half - 1] ?? 0) + (sorted[half] ?? 0)) / 2;
}

/** The median of each figure over the runs, taken figure by figure (as Lighthouse's own advice does). */
export function median(runs: readonly RunFigures[]): RunFigures {
  const of = (key: keyof RunFigures) => middle(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: Math.round(of('lcpMs')),
    tbtMs: Math.round(of('tbtMs')),
    cls: Math.round(of('cls') * 1000) / 1000,
    fcpMs: Math.round(of('fcpMs')),
  };
}

/** One row of the README's table: page | perf | a11y | BP | SEO | LCP | TBT | CLS. */
export function summarize(name: string, figures: RunFigures): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return `| ${name} | ${figures.performance} | ${figures.accessibility} | ${figures.bestPractices} | ${figures.seo} | ${seconds(figures.lcpMs)} | ${figures.tbtMs} ms | ${figures.cls.toFixed(3)} |`;
}
