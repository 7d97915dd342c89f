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
  /**
   * Lighthouse's CPU benchmark index of the machine during the run (`lhr.environment.benchmarkIndex`):
   * how fast the machine was, so figures taken on two machines, or on one under load, can be compared.
   */
  readonly benchmarkIndex: number;
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
    benchmarkIndex: Math.round(of('benchmarkIndex')),
  };
}

/**
 * A page's LCP over its floor's (the same page without scripts, measured in the same run), to two
 * decimals: the aim is 1.25 or less.
 */
export function lcpRatio(lcpMs: number, floorLcpMs: number): number {
  if (!(floorLcpMs > 0) || !Number.isFinite(lcpMs)) return Number.NaN;
  return Math.round((lcpMs / floorLcpMs) * 100) / 100;
}

/** A page type's figures beside its floor's LCP. */
export interface PageFigures extends RunFigures {
  readonly floorLcpMs: number;
  readonly lcpRatio: number;
}

/** The header of the table docs/benchmarks.md keeps, whose rows `summarize` writes. */
export const TABLE_HEADER = [
  '| page | perf | a11y / BP / SEO | LCP | floor LCP | LCP ÷ floor | TBT | CLS | CPU index |',
  '|---|---|---|---|---|---|---|---|---|',
].join('\n');

/** One row of that table: page | perf | a11y / BP / SEO | LCP | floor LCP | LCP ÷ floor | TBT | CLS | CPU index. */
export function summarize(name: string, figures: PageFigures): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const scores = `${figures.accessibility} / ${figures.bestPractices} / ${figures.seo}`;
  const lcp = `${seconds(figures.lcpMs)} | ${seconds(figures.floorLcpMs)} | ${figures.lcpRatio.toFixed(2)}`;
  return `| ${name} | ${figures.performance} | ${scores} | ${lcp} | ${figures.tbtMs} ms | ${figures.cls.toFixed(3)} | ${figures.benchmarkIndex} |`;
}

/** What `failingAudits` reads of a Lighthouse result. */
export interface AuditedResult {
  readonly categories: Readonly<
    Record<string, { readonly auditRefs: readonly { readonly id: string; readonly weight: number }[] } | undefined>
  >;
  readonly audits: Readonly<Record<string, { readonly score: number | null } | undefined>>;
}

/**
 * The ids of the audits that cost a category points (weighted, scored below 1), by category, for
 * the categories that have any: what to look at when a score is under 100. Performance is left
 * out: its figures are in the table.
 */
export function failingAudits(result: AuditedResult): Record<string, string[]> {
  const failing: Record<string, string[]> = {};
  for (const [category, { auditRefs } = { auditRefs: [] }] of Object.entries(result.categories)) {
    if (category === 'performance') continue;
    const ids = auditRefs
      .filter(({ id, weight }) => weight > 0 && (result.audits[id]?.score ?? 1) < 1)
      .map(({ id }) => id);
    if (ids.length > 0) failing[category] = ids;
  }
  return failing;
}
