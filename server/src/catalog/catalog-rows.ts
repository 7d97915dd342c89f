import { curatedCollections, curatedItems, homeContent } from './entities/collections.ts';
import { compositionGenres, compositions } from './entities/compositions.ts';
import type { RowOf } from './entities/entity.ts';
import { liveStreams, liveStreamUnderwriters } from './entities/live-streams.ts';
import { featureCategories, mediaFeatures } from './entities/media-features.ts';
import { categories, people } from './entities/people.ts';
import { featuredArtists, performances, recordings } from './entities/performances.ts';
import { programs, relatedMediaFeatures } from './entities/programs.ts';

/**
 * The catalogue tables, row by row, as both dialects return them: integers as numbers, flags as
 * 0/1, date-times as ISO text, images and lists as JSON text. Derived from the descriptions in
 * `entities/`.
 */

export type CategoryRow = RowOf<typeof categories>;
export type PersonRow = RowOf<typeof people>;
export type CompositionRow = RowOf<typeof compositions>;
export type CompositionGenreRow = RowOf<typeof compositionGenres>;
export type ProgramRow = RowOf<typeof programs>;
export type PerformanceRow = RowOf<typeof performances>;
export type FeaturedArtistRow = RowOf<typeof featuredArtists>;
export type RecordingRow = RowOf<typeof recordings>;
export type FeatureCategoryRow = RowOf<typeof featureCategories>;
export type MediaFeatureRow = RowOf<typeof mediaFeatures>;
export type RelatedMediaFeatureRow = RowOf<typeof relatedMediaFeatures>;
export type CollectionRow = RowOf<typeof curatedCollections>;
export type CuratedItemRow = RowOf<typeof curatedItems>;
export type HomeContentRow = RowOf<typeof homeContent>;
export type LiveStreamRow = RowOf<typeof liveStreams>;
export type UnderwriterRow = RowOf<typeof liveStreamUnderwriters>;
