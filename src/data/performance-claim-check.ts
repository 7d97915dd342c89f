import {
  performanceClaim,
  performanceClaimWarning,
  streamingPerformancesCount,
  streamingWorksCount,
} from '#lib/catalog/performance-claim.ts';
import { allCompositionDetails, combined, compositionDetailNow } from './catalog.ts';

/**
 * The warning when the catalogue has fewer streaming performances than `line` claims; undefined
 * when it has enough or the line claims no number. The compositions' list settles it for a
 * catalogue with enough streaming works (the demo's, a large one) without reading any detail;
 * a smaller one, whose details are few, is counted exactly.
 */
export async function performanceClaimCheck(line: string): Promise<string | undefined> {
  const claim = performanceClaim(line);
  if (claim === undefined) return undefined;
  if (streamingWorksCount((await combined()).compositions) >= claim.atLeast) return undefined;
  const details = (await allCompositionDetails()).map(compositionDetailNow);
  return performanceClaimWarning(line, streamingPerformancesCount(details));
}
