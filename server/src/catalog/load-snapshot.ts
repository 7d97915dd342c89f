import type { Database } from '../db/database.ts';
import { readCatalogVersion } from './catalog-meta.ts';
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

/**
 * The whole catalogue of one version, in memory, with the indexes the answers need. Lists are
 * in id order (document order for a first import); children are in their display order.
 */
export interface CatalogSnapshot {
  version: number;
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

/** Rows read per query: small pages keep the garbage of each young, so the heap stays small. */
const PAGE_ROWS = 2_000;

/**
 * Reads a whole table in pages of a stable order. Rows are copied into plain objects because
 * node:sqlite's null-prototype rows take about four times the memory, which matters when the
 * scale catalogue stays in memory.
 */
async function readAll<R extends object>(tx: Database, table: string, orderBy: string): Promise<R[]> {
  const rows: R[] = [];
  for (let offset = 0; ; offset += PAGE_ROWS) {
    const page = await tx.all<R>(`SELECT * FROM ${table} ORDER BY ${orderBy} LIMIT ${PAGE_ROWS} OFFSET ?`, [offset]);
    for (const row of page) rows.push({ ...row });
    if (page.length < PAGE_ROWS) return rows;
  }
}

/** Reads every catalogue table; runs inside one consistent read. */
async function readTables(tx: Database) {
  const all = <R extends object>(table: string, orderBy = 'id') => readAll<R>(tx, table, orderBy);
  return {
    version: await readCatalogVersion(tx),
    categories: await all<CategoryRow>('categories'),
    people: await all<PersonRow>('people'),
    compositions: await all<CompositionRow>('compositions'),
    genres: await all<CompositionGenreRow>('composition_genres', 'composition_id, category_id'),
    programs: await all<ProgramRow>('programs'),
    performances: await all<PerformanceRow>('performances'),
    featured: await all<FeaturedArtistRow>('featured_artists', 'performance_id, sequence, person_id'),
    recordings: await all<RecordingRow>('recordings'),
    featureCategories: await all<FeatureCategoryRow>('feature_categories'),
    mediaFeatures: await all<MediaFeatureRow>('media_features'),
    related: await all<RelatedMediaFeatureRow>('related_media_features', 'program_id, media_feature_id'),
    collections: await all<CollectionRow>('curated_collections'),
    items: await all<CuratedItemRow>('curated_items', 'collection_id, sequence, id'),
    homeContent: await all<HomeContentRow>('home_content'),
    liveStreams: await all<LiveStreamRow>('live_streams'),
    underwriters: await all<UnderwriterRow>('live_stream_underwriters', 'live_stream_id, sequence'),
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
  };
}
