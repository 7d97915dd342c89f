import { CollectionShrankError, TooManyMalformedError } from './loader-errors.ts';

/** The share of malformed records a collection may hold and still be published. */
export const MALFORMED_TOLERANCE = 0.05;

/** What one pull of a collection produced. */
export interface PullCount {
  /** Records that passed the contract (or were unchanged since the last pull). */
  valid: number;
  /** Records that were skipped as malformed or missing. */
  malformed: number;
  /** The valid count of the last successful pull; undefined before the first. */
  lastGoodSize: number | undefined;
}

/**
 * Refuses a pull that would publish a broken or shrunken collection: more than 5 % of its
 * records malformed, nothing valid at all, or under half of the last good pull.
 * @throws TooManyMalformedError
 * @throws CollectionShrankError
 */
export function assertHealthyPull(collection: string, count: PullCount): void {
  const total = count.valid + count.malformed;
  if (total > 0 && count.malformed / total > MALFORMED_TOLERANCE) {
    throw new TooManyMalformedError(collection, count.malformed, total);
  }
  const { lastGoodSize } = count;
  if (count.valid === 0 || (lastGoodSize !== undefined && count.valid < lastGoodSize / 2)) {
    throw new CollectionShrankError(collection, count.valid, lastGoodSize);
  }
}
