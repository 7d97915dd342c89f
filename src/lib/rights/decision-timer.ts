/** The longest delay `setTimeout` keeps: a longer one fires at once. */
export const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * How long the browser waits before deciding a page's offers again: until the earliest of the
 * changes ahead, at once for one already past, never (null) when none is ahead. A change further
 * than a timer can wait is waited for in steps: the page decides again then, finds nothing changed,
 * and waits once more.
 */
export function decisionDelay(changes: readonly (Date | null)[], now: Date): number | null {
  const times = changes.filter((change) => change !== null).map((change) => change.getTime());
  if (times.length === 0) return null;
  return Math.min(Math.max(0, Math.min(...times) - now.getTime()), LONGEST_TIMEOUT_MS);
}
