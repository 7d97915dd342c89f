import { describeRights } from '#lib/rights/describe-rights.ts';
import type { Media, Rights } from '#lib/rights/rights.ts';
import { resolvedRights, type StoredPerformanceRights } from '../../catalog/performance-rights.ts';
import type { DraftCatalogue } from '../records/draft-catalogue.ts';
import { textOf, type Item } from '../records/record-keys.ts';

/** A performance's licence as the studio's records stand: the rights it will stream under, and whether any is recorded. */
export interface DraftLicence {
  readonly rights: Rights;
  /** No media recorded and its work not in the public domain: RIGHTS_UNRECORDED decides. */
  readonly unrecorded: boolean;
}

/**
 * A performance's licence as the studio's records stand (drafts over what is published): its work's
 * public domain and the deployment's RIGHTS_UNRECORDED applied, as the API will answer it once published.
 */
export function draftLicence(catalogue: DraftCatalogue, performance: Item, unrecorded: Media): DraftLicence {
  const work = catalogue.current('compositions', textOf(performance['composition']));
  const publicDomain = work?.['public_domain'] === true;
  return {
    rights: resolvedRights(performance as unknown as StoredPerformanceRights, publicDomain, unrecorded),
    unrecorded: (performance['streaming_media'] ?? null) === null && !publicDomain,
  };
}

/** A licence in words; one with no licence recorded says so first. */
export function licenceWords({ rights, unrecorded }: DraftLicence): string {
  const words = describeRights(rights);
  return unrecorded ? `No licence recorded: ${words.charAt(0).toLowerCase()}${words.slice(1)}` : words;
}
