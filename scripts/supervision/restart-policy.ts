/**
 * When a supervisor (`npm start`, `npm run prod:local`) restarts a process that ended on its own:
 * after a short wait that doubles with each restart in the recent past, and not at all once it
 * has restarted too often lately, because a process that keeps failing at once (a port taken, a
 * bad setting) would otherwise loop for ever and bury the reason in its logs. As compose's
 * `restart: unless-stopped`, with its growing delay, but with a limit.
 */

/** How a process that ended on its own is restarted. */
export interface RestartPolicy {
  /** The wait before a restart when there was none within {@link windowMs}. */
  readonly initialDelayMs: number;
  /** The longest wait: each restart within the window doubles the next one, up to this. */
  readonly maxDelayMs: number;
  /** Restarts allowed within {@link windowMs}; the exit after the last of them is final. */
  readonly maxRestarts: number;
  readonly windowMs: number;
}

/** A quarter of a second, then doubling up to 4 s; five restarts a minute at most. */
export const DEFAULT_RESTART_POLICY: RestartPolicy = {
  initialDelayMs: 250,
  maxDelayMs: 4000,
  maxRestarts: 5,
  windowMs: 60_000,
};

/** When a process was restarted, oldest first (ms, the clock the supervisor reads). */
export type RestartHistory = readonly number[];

/** What to do about an exit: restart after `delayMs`, or give up. */
export type RestartDecision =
  | {
      readonly action: 'restart';
      readonly delayMs: number;
      /** The history with this restart in it, as it will be when it happens. */
      readonly history: RestartHistory;
      /** Restarts within the window, this one included. */
      readonly recent: number;
    }
  | { readonly action: 'give-up'; readonly recent: number };

/** What to do when a supervised process, restarted at the times in `history`, ends on its own at `now`. */
export function decideRestart(policy: RestartPolicy, history: RestartHistory, now: number): RestartDecision {
  const recent = history.filter((at) => now - at < policy.windowMs);
  if (recent.length >= policy.maxRestarts) return { action: 'give-up', recent: recent.length };
  const delayMs = Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** recent.length);
  return { action: 'restart', delayMs, history: [...recent, now + delayMs], recent: recent.length + 1 };
}
