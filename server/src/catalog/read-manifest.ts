import type { CatalogManifest } from '#lib/api/contract.ts';
import type { ReadContext } from './read-context.ts';
import { activeCollections } from './read-collections.ts';

/**
 * `/catalog_manifest/`: how many records each list holds in this catalogue version, counted from
 * the snapshot's rows rather than from the answers, so an answer that drops records by mistake
 * disagrees with it. Every list answers every row of its table, but `/curated_collections/`,
 * which answers the active collections only.
 */
export function catalogManifest(ctx: ReadContext): CatalogManifest {
  const { s } = ctx;
  const count = (rows: readonly unknown[]) => ({ count: rows.length });
  return {
    version: s.version,
    lists: {
      compositions: count(s.compositions),
      people: count(s.people),
      programs: count(s.programs),
      live_streams: count(s.liveStreams),
      media_features: count(s.mediaFeatures),
      curated_collections: count(activeCollections(ctx)),
      home_content: count(s.homeContent),
    },
  };
}
