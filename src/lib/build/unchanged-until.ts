/**
 * How long a build's output holds, for the pages that show something of the moment they were built
 * (the live-stream states, the footer's year): a signature of that moment is sampled ahead, step by
 * step, until it changes. A build that finds its content, code and settings unchanged may keep the
 * published site only while the signature of its own moment is the one the published site was
 * built at (src/integrations/build-record.ts).
 */

/** Samples one minute apart, up to a day ahead: a scheduled rebuild a day later renders again whatever happens. */
export const SIGNATURE_STEP_MS = 60_000;
export const SIGNATURE_HORIZON_MS = 24 * 60 * 60_000;

export interface SamplingOptions {
  readonly stepMs?: number;
  readonly horizonMs?: number;
}

/**
 * The last sampled instant, from `from` on, at which `signature` is still what it is at `from`: the
 * change lies after it and no later than one step after it. `from + horizon` when nothing changes
 * within the horizon. A change that reverts within one step goes unseen: the signatures sampled here
 * (live-stream states, the year) change at instants hours apart.
 */
export function unchangedUntil(
  signature: (at: Date) => string,
  from: Date,
  { stepMs = SIGNATURE_STEP_MS, horizonMs = SIGNATURE_HORIZON_MS }: SamplingOptions = {},
): Date {
  if (!(stepMs > 0)) throw new RangeError(`The sampling step must be positive, not ${stepMs}.`);
  const start = from.getTime();
  const first = signature(from);
  let held = start;
  for (let at = start + stepMs; at <= start + horizonMs; at += stepMs) {
    if (signature(new Date(at)) !== first) return new Date(held);
    held = at;
  }
  return new Date(start + horizonMs);
}
