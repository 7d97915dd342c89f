import { percentile } from '../surge/surge-schedule.ts';

/** The answer times of one phase, in ms. */
export interface PhaseFigures {
  phase: string;
  concurrency: number;
  n: number;
  p50_ms: number;
  p95_ms: number;
  max_ms: number;
  /** The p95 the issue aims at. */
  aim_p95_ms: number;
  met: boolean;
}

/** The `at`-th request of a phase, sent by worker `worker`; rejects when the answer is not the one wanted. */
export type PhaseRequest = (at: number, worker: number) => Promise<unknown>;

const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * Times `n` requests after `warmUp` untimed ones, with `concurrency` workers each sending its
 * next request when its last is answered: each request's time is from its send to its body read.
 */
export async function timedPhase(
  phase: string,
  options: { n: number; warmUp: number; concurrency: number; aimP95Ms: number },
  request: PhaseRequest,
): Promise<PhaseFigures> {
  const { n, warmUp, concurrency } = options;
  let next = 0;
  const times: number[] = [];
  const worker = async (id: number) => {
    for (let at = next++; at < warmUp + n; at = next++) {
      const start = performance.now();
      await request(at, id);
      if (at >= warmUp) times.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, id) => worker(id)));
  const sorted = times.sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  return {
    phase,
    concurrency,
    n: sorted.length,
    p50_ms: round(percentile(sorted, 50)),
    p95_ms: round(p95),
    max_ms: round(sorted.at(-1) ?? Number.NaN),
    aim_p95_ms: options.aimP95Ms,
    met: p95 <= options.aimP95Ms,
  };
}

/** The phases as a table: phase, concurrency, n, p50, p95, max (ms) and the aim, met or not. */
export function phaseTable(rows: readonly PhaseFigures[]): string {
  const header = ['phase', 'conc.', 'n', 'p50', 'p95', 'max', 'aim p95'];
  const cells = rows.map((row) => [
    row.phase,
    String(row.concurrency),
    String(row.n),
    row.p50_ms.toFixed(1),
    row.p95_ms.toFixed(1),
    row.max_ms.toFixed(1),
    `≤ ${row.aim_p95_ms} ${row.met ? '✓' : '✗'}`,
  ]);
  const widths = header.map((title, at) => Math.max(title.length, ...cells.map((line) => (line[at] ?? '').length)));
  const line = (values: readonly string[]) =>
    values.map((value, at) => (at === 0 ? value.padEnd(widths[at] ?? 0) : value.padStart(widths[at] ?? 0))).join('  ');
  return [line(header), ...cells.map(line)].join('\n');
}
