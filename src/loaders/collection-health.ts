import { CollectionShrankError, DeclaredCountMismatchError, TooManyMalformedError } from './loader-errors.ts';

/** The share of a collection's records, in per cent, that may be malformed and the rest still published. */
export const MALFORMED_TOLERANCE_PERCENT = 5;

/**
 * How many malformed records a pull of `total` records may skip and still be published: 5 % of
 * them, rounded down, and at least one. A share alone refused every small collection for one bad
 * record (one live stream of ten is 10 %), so one record gone wrong at the content host stopped
 * every publish; one bad record is what an editor's slip makes, while a host that breaks many
 * breaks more than one, and any collection of 40 or more keeps the 5 % bound as it was. Worked
 * out in whole numbers, so no rounding of 0.05 × total moves the bound.
 */
export function malformedAllowance(total: number): number {
  return Math.max(1, Math.floor((total * MALFORMED_TOLERANCE_PERCENT) / 100));
}

/** What one pull of a collection produced. */
export interface PullCount {
  /** Records that passed the contract (or were unchanged since the last pull). */
  valid: number;
  /** Records that were skipped as malformed or missing. */
  malformed: number;
  /** The valid count of the last successful pull; undefined before the first. */
  lastGoodSize: number | undefined;
  /**
   * How many records the host means this pull to hold, when it declares what it serves (a list:
   * its count in `/catalog_manifest/` of the version it answered; a detail collection: one per
   * entity its checked list names); undefined from a host that declares nothing.
   */
  declared?: number | undefined;
}

/**
 * Refuses a pull that would publish a broken or partial collection: other than the number of
 * records its host declares, more malformed records than {@link malformedAllowance} tolerates,
 * or every record malformed (a collection of one bad record has nothing left to publish). From
 * a host that declares what it serves, an empty or smaller collection is what it means to serve
 * and publishes. From a host that declares nothing, a partial pull can only be guessed at: one
 * that is empty, or under half of the last good pull, is refused.
 * @throws DeclaredCountMismatchError
 * @throws TooManyMalformedError
 * @throws CollectionShrankError
 */
export function assertHealthyPull(collection: string, count: PullCount): void {
  const total = count.valid + count.malformed;
  if (count.declared !== undefined && total !== count.declared) {
    throw new DeclaredCountMismatchError(collection, count.declared, total);
  }
  const allowance = malformedAllowance(total);
  if (count.malformed > 0 && (count.malformed > allowance || count.valid === 0)) {
    throw new TooManyMalformedError(collection, count.malformed, total, allowance);
  }
  if (count.declared !== undefined) return;
  const { lastGoodSize } = count;
  if (count.valid === 0 || (lastGoodSize !== undefined && count.valid < lastGoodSize / 2)) {
    throw new CollectionShrankError(collection, count.valid, lastGoodSize);
  }
}
