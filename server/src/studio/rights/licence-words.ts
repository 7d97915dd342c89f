import { describeRights } from '#lib/rights/describe-rights.ts';
import type { Media } from '#lib/rights/rights.ts';
import { resolvedRights, type StoredPerformanceRights } from '../../catalog/performance-rights.ts';
import type { DraftCatalogue } from '../records/draft-catalogue.ts';
import { textOf, type Item } from '../records/record-keys.ts';

/** True when a performance records no licence and its work is not in the public domain: `unrecorded` decides. */
export function hasNoLicenceRecorded(performance: Item, work: Item | null): boolean {
  return (performance['streaming_media'] ?? null) === null && work?.['public_domain'] !== true;
}

/**
 * A performance's licence in words, as the studio's records stand (drafts over what is published):
 * its work's public domain and the deployment's RIGHTS_UNRECORDED applied, as the API will answer it
 * once published. A performance with no licence recorded says so first.
 */
export function licenceWords(catalogue: DraftCatalogue, performance: Item, unrecorded: Media): string {
  const work = catalogue.current('compositions', textOf(performance['composition']));
  const rights = resolvedRights(
    performance as unknown as StoredPerformanceRights,
    work?.['public_domain'] === true,
    unrecorded,
  );
  const words = describeRights(rights);
  if (!hasNoLicenceRecorded(performance, work)) return words;
  return `No licence recorded: ${words.charAt(0).toLowerCase()}${words.slice(1)}`;
}
