import type { CompositionSummary, LiveStream, MediaFeature, ProgramSummary } from '../api/contract.ts';
import type { IndexedEntity } from '../catalog/entity-pages.ts';
import { isListedComposition } from '../catalog/compositions.ts';
import { concertsForTab } from '../catalog/concerts.ts';
import { isListedLiveStream } from '#live/lib/list.ts';

/**
 * Which entities of each kind with a page of its own the sitemap lists, in its order, with
 * when each last changed where the catalogue says: unlisted compositions, programs and live
 * streams and sample streams are left out. src/data/entity-types.ts names each kind's rule.
 */

/** Every entity, in the catalogue's order, undated: for a kind with nothing to leave out. */
export function everyEntity(entities: readonly { readonly identifier: string }[]): IndexedEntity[] {
  return entities.map(({ identifier }) => ({ identifier }));
}

/** Listed compositions, in the catalogue's order. */
export function listedCompositions(compositions: readonly CompositionSummary[]): IndexedEntity[] {
  return everyEntity(compositions.filter(isListedComposition));
}

/** Listed concerts, in the concert list's order, dated by their end. */
export function listedConcerts(programs: readonly ProgramSummary[]): IndexedEntity[] {
  return concertsForTab(programs, 'all').map((program) => ({
    identifier: program.identifier,
    lastmod: program.end_date_time,
  }));
}

/** Listed live streams, sample ones left out, in the catalogue's order. */
export function listedLiveStreams(streams: readonly LiveStream[]): IndexedEntity[] {
  return everyEntity(streams.filter(isListedLiveStream));
}

/** Every feature, dated by its date. */
export function datedFeatures(features: readonly MediaFeature[]): IndexedEntity[] {
  return features.map((feature) => ({ identifier: feature.identifier, lastmod: feature.date_time }));
}
