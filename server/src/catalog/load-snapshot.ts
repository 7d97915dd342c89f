import type { IdentifierRedirect } from '#lib/api/contract.ts';
import type { Database } from '../db/database.ts';
import { readCatalogVersion } from './catalog-meta.ts';
import { readRedirects } from './redirect-rows.ts';
import type {
  CategoryRow,
  CollectionRow,
  CompositionGenreRow,
  CompositionRow,
  CuratedItemRow,
  FeatureCategoryRow,
  FeaturedArtistRow,
  HomeContentRow,
  LiveStreamRow,
  MediaFeatureRow,
  PerformanceRow,
  PersonRow,
  ProgramRow,
  RecordingRow,
  RelatedMediaFeatureRow,
  UnderwriterRow,
} from './catalog-rows.ts';
import { type CatalogTables, readCatalogTables, tableRows } from './entities/catalog-tables.ts';
import { curatedCollections, curatedItems, homeContent } from './entities/collections.ts';
import { compositionGenres, compositions } from './entities/compositions.ts';
import type { Entity } from './entities/entity.ts';
import { liveStreams, liveStreamUnderwriters } from './entities/live-streams.ts';
import { featureCategories, mediaFeatures } from './entities/media-features.ts';
import { categories, people } from './entities/people.ts';
import { featuredArtists, performances, recordings } from './entities/performances.ts';
import { programs, relatedMediaFeatures } from './entities/programs.ts';

/**
 * The whole catalogue of one version, in memory, with the indexes the answers need. Lists are
 * in id order (document order for a first import); children are in their display order.
 */
export interface CatalogSnapshot {
  version: number;
  /** Every table's rows as read, for the export. */
  tables: CatalogTables;
  categories: Map<number, CategoryRow>;
  people: PersonRow[];
  peopleById: Map<number, PersonRow>;
  compositions: CompositionRow[];
  compositionsById: Map<number, CompositionRow>;
  compositionsByIdentifier: Map<string, CompositionRow>;
  genresByComposition: Map<number, number[]>;
  programs: ProgramRow[];
  programsById: Map<number, ProgramRow>;
  programsByIdentifier: Map<string, ProgramRow>;
  performances: PerformanceRow[];
  performancesById: Map<number, PerformanceRow>;
  performancesByComposition: Map<number, PerformanceRow[]>;
  performancesByProgram: Map<number, PerformanceRow[]>;
  featuredByPerformance: Map<number, FeaturedArtistRow[]>;
  recordingsByPerformance: Map<number, RecordingRow[]>;
  featureCategories: Map<number, FeatureCategoryRow>;
  mediaFeatures: MediaFeatureRow[];
  mediaFeaturesById: Map<number, MediaFeatureRow>;
  relatedByProgram: Map<number, RelatedMediaFeatureRow[]>;
  collections: CollectionRow[];
  collectionsById: Map<number, CollectionRow>;
  itemsByCollection: Map<number, CuratedItemRow[]>;
  homeContent: HomeContentRow[];
  liveStreams: LiveStreamRow[];
  underwritersByStream: Map<number, UnderwriterRow[]>;
  /** The old addresses of renamed records (migration 022), by list and old identifier. */
  redirects: IdentifierRedirect[];
}

/** Indexes rows by a key. */
function byKey<R, K>(rows: readonly R[], key: (row: R) => K): Map<K, R> {
  return new Map(rows.map((row) => [key(row), row]));
}

/** Groups rows by a key, keeping their order within each group. */
function groupBy<R>(rows: readonly R[], key: (row: R) => number | null): Map<number, R[]> {
  const groups = new Map<number, R[]>();
  for (const row of rows) {
    const k = key(row);
    if (k === null) continue;
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** Reads every catalogue table; runs inside one consistent read. */
async function readTables(tx: Database) {
  const tables = await readCatalogTables(tx);
  const all = <R>(e: Entity) => tableRows<R>(tables, e);
  return {
    version: await readCatalogVersion(tx),
    tables,
    categories: all<CategoryRow>(categories),
    people: all<PersonRow>(people),
    compositions: all<CompositionRow>(compositions),
    genres: all<CompositionGenreRow>(compositionGenres),
    programs: all<ProgramRow>(programs),
    performances: all<PerformanceRow>(performances),
    featured: all<FeaturedArtistRow>(featuredArtists),
    recordings: all<RecordingRow>(recordings),
    featureCategories: all<FeatureCategoryRow>(featureCategories),
    mediaFeatures: all<MediaFeatureRow>(mediaFeatures),
    related: all<RelatedMediaFeatureRow>(relatedMediaFeatures),
    collections: all<CollectionRow>(curatedCollections),
    items: all<CuratedItemRow>(curatedItems),
    homeContent: all<HomeContentRow>(homeContent),
    liveStreams: all<LiveStreamRow>(liveStreams),
    underwriters: all<UnderwriterRow>(liveStreamUnderwriters),
    redirects: await readRedirects(tx),
  };
}

/**
 * Loads the catalogue in one transaction, so that an import committing meanwhile is seen
 * whole or not at all (PostgreSQL needs REPEATABLE READ for that across statements).
 */
export async function loadSnapshot(db: Database): Promise<CatalogSnapshot> {
  const t = await db.transaction(async (tx) => {
    if (tx.dialect === 'postgres') await tx.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
    return readTables(tx);
  });
  return {
    version: t.version,
    tables: t.tables,
    categories: byKey(t.categories, (r) => r.id),
    people: t.people,
    peopleById: byKey(t.people, (r) => r.id),
    compositions: t.compositions,
    compositionsById: byKey(t.compositions, (r) => r.id),
    compositionsByIdentifier: byKey(t.compositions, (r) => r.identifier),
    genresByComposition: new Map(
      [...groupBy(t.genres, (r) => r.composition_id)].map(([id, rows]) => [id, rows.map((r) => r.category_id)]),
    ),
    programs: t.programs,
    programsById: byKey(t.programs, (r) => r.id),
    programsByIdentifier: byKey(t.programs, (r) => r.identifier),
    performances: t.performances,
    performancesById: byKey(t.performances, (r) => r.id),
    performancesByComposition: groupBy(t.performances, (r) => r.composition_id),
    performancesByProgram: groupBy(t.performances, (r) => r.program_id),
    featuredByPerformance: groupBy(t.featured, (r) => r.performance_id),
    recordingsByPerformance: groupBy(t.recordings, (r) => r.performance_id),
    featureCategories: byKey(t.featureCategories, (r) => r.id),
    mediaFeatures: t.mediaFeatures,
    mediaFeaturesById: byKey(t.mediaFeatures, (r) => r.id),
    relatedByProgram: groupBy(t.related, (r) => r.program_id),
    collections: t.collections,
    collectionsById: byKey(t.collections, (r) => r.id),
    itemsByCollection: groupBy(t.items, (r) => r.collection_id),
    homeContent: t.homeContent,
    liveStreams: t.liveStreams,
    underwritersByStream: groupBy(t.underwriters, (r) => r.live_stream_id),
    redirects: t.redirects,
  };
}
