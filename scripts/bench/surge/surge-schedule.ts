/** The shape of a surge: the offered rate climbs linearly from 0 to `rate`, then stays there. */
export interface SurgePlan {
  /** Seconds from 0 to the full rate. */
  rampSeconds: number;
  /** Seconds at the full rate. */
  holdSeconds: number;
  /** Requests per second at full rate. */
  rate: number;
}

/** Seconds the whole surge lasts. */
export const surgeSeconds = (plan: SurgePlan): number => plan.rampSeconds + plan.holdSeconds;

/** How many requests the plan has sent by `t` seconds after its start (the integral of its rate). */
export function requestsDue(plan: SurgePlan, t: number): number {
  const { rampSeconds: ramp, rate } = plan;
  const at = Math.min(Math.max(t, 0), surgeSeconds(plan));
  const sent = at <= ramp ? (rate * at * at) / (2 * ramp) : (rate * ramp) / 2 + rate * (at - ramp);
  // A hair of tolerance, so that float error never delays a request that is due exactly now.
  return Math.floor(sent + 1e-9);
}

/** Every request of the plan. */
export const totalRequests = (plan: SurgePlan): number => requestsDue(plan, surgeSeconds(plan));

/**
 * When request `n` (from 0) is due, in seconds after the start: the inverse of requestsDue. Latency
 * is counted from this moment, not from when the request left, so that a load generator running
 * late (a busy machine, every connection taken) shows as latency instead of hiding it.
 */
export function dueAt(plan: SurgePlan, n: number): number {
  const { rampSeconds: ramp, rate } = plan;
  const rampRequests = (rate * ramp) / 2;
  if (n + 1 <= rampRequests) return Math.sqrt((2 * (n + 1) * ramp) / rate);
  return ramp + (n + 1 - rampRequests) / rate;
}

/** True when request `n` is due within the hold, the part of the surge the latency figures describe. */
export const inHold = (plan: SurgePlan, n: number): boolean => dueAt(plan, n) > plan.rampSeconds;

/** The `p`-th percentile (0–100) of ascending values, nearest rank; NaN for none. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  const rank = Math.ceil((p / 100) * sorted.length);
  // With no values the index is -1, which holds nothing: that is the NaN.
  return sorted[Math.min(sorted.length, Math.max(rank, 1)) - 1] ?? Number.NaN;
}
