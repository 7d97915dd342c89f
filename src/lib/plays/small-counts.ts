/**
 * Counts below this are not given exactly in anything that leaves the studio: a publisher told that
 * a rarely heard work was played twice in one territory on one day could start to guess who played it.
 */
export const SMALL_COUNT_LIMIT = 5;

/** A count as an export writes it: the number, or '<5' under the limit (zero included, as no row exists for it). */
export function exportedCount(count: number): string {
  return count < SMALL_COUNT_LIMIT ? `<${SMALL_COUNT_LIMIT}` : String(count);
}
