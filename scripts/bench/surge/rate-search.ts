import { openLoop, type LoadTarget, type SurgeFigures } from './load-generator.ts';

/**
 * Fractions of the closed-loop ceiling tried, highest first. An open loop cannot hold the ceiling
 * itself (there every connection is always busy), and on this shared machine not 90 % of it for
 * 30 s either: rates that passed a short step at 0.9 then built a queue during the hold.
 */
export const RATE_STEPS = [0.8, 0.7, 0.6, 0.5, 0.4] as const;

/** Seconds each step offers its rate (after a half-second climb). */
const STEP_SECONDS = 6;

/**
 * True when a step at `rate` was kept up with: every request it offered was sent and answered
 * 2xx, at least 97 % of the rate came back within the step, and the p95 from when requests were
 * due stayed within `p95LimitMs`, over the step and over its last second. Past the machine's
 * capacity requests queue up and their latency grows for as long as the rate lasts, so the last
 * second is where a step that cannot last shows it.
 */
export function keepsUp(figures: SurgeFigures, rate: number, p95LimitMs: number): boolean {
  const { hold } = figures;
  const clean = figures.not_sent === 0 && figures.unfinished === 0 && hold.ok === hold.completed;
  const fast = hold.latency_p95_ms <= p95LimitMs && hold.last_second_p95_ms <= p95LimitMs;
  return clean && hold.requests_per_second >= 0.97 * rate && fast;
}

/** One step of the search: its rate, and whether it was kept up with. */
export interface RateStep {
  rate: number;
  kept_up: boolean;
  requests_per_second: number;
  latency_p95_ms: number;
  last_second_p95_ms: number;
  /** Requests not sent, unanswered or not 2xx. */
  errors: number;
}

/**
 * The highest rate this machine sustains: steps down through RATE_STEPS of the closed-loop
 * `ceiling` until one is kept up with (keepsUp); the lowest step when none is.
 */
export async function sustainedRate(
  target: LoadTarget,
  ceiling: number,
  p95LimitMs: number,
): Promise<{ rate: number; steps: RateStep[] }> {
  const steps: RateStep[] = [];
  for (const fraction of RATE_STEPS) {
    const rate = Math.round(ceiling * fraction);
    const figures = await openLoop(
      target,
      { rampSeconds: 0.5, holdSeconds: STEP_SECONDS, rate },
      { maxOutstanding: 4 * target.listeners.length, drainSeconds: 5 },
    );
    const keptUp = keepsUp(figures, rate, p95LimitMs);
    steps.push({
      rate,
      kept_up: keptUp,
      requests_per_second: figures.hold.requests_per_second,
      latency_p95_ms: figures.hold.latency_p95_ms,
      last_second_p95_ms: figures.hold.last_second_p95_ms,
      errors: figures.not_sent + figures.unfinished + figures.hold.completed - figures.hold.ok,
    });
    if (keptUp) return { rate, steps };
  }
  return { rate: steps.at(-1)?.rate ?? ceiling, steps };
}
