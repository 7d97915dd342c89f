import {
  CategorySchema,
  CompositionDetailSchema,
  CompositionRefSchema,
  CompositionSummarySchema,
  CuratedCollectionSchema,
  CuratedItemSchema,
  FeaturedArtistSchema,
  FeatureCategorySchema,
  HomeContentSchema,
  LiveStreamPerformanceSchema,
  LiveStreamSchema,
  MediaFeatureSchema,
  MediaUnderwriterSchema,
  PerformanceSchema,
  PersonRefSchema,
  PersonSchema,
  ProgramDetailSchema,
  ProgramRefSchema,
  ProgramSummarySchema,
  RecordingSchema,
  RelatedMediaFeatureSchema,
} from '#lib/api/contract.ts';
import { curatedCollections, curatedItems, homeContent } from './collections.ts';
import { compositions } from './compositions.ts';
import { entityAnswer } from './entity-answer.ts';
import { liveStreams, liveStreamUnderwriters } from './live-streams.ts';
import { featureCategories, mediaFeatures } from './media-features.ts';
import { categories, people } from './people.ts';
import { featuredArtists, performances, recordings } from './performances.ts';
import { programs, relatedMediaFeatures } from './programs.ts';

/**
 * Every shape a catalogue row takes in the answers, whole or embedded: a description paired with
 * the contract schema that orders its keys. The read-* builders fill them with computed values
 * only; tests/server/catalog-answer-shapes.test.ts checks that every answered field lands in one.
 */
export const ANSWER_SHAPES = {
  category: entityAnswer(categories, CategorySchema),
  person: entityAnswer(people, PersonSchema),
  personRef: entityAnswer(people, PersonRefSchema),
  compositionSummary: entityAnswer(compositions, CompositionSummarySchema),
  compositionDetail: entityAnswer(compositions, CompositionDetailSchema),
  compositionRef: entityAnswer(compositions, CompositionRefSchema),
  programSummary: entityAnswer(programs, ProgramSummarySchema),
  programDetail: entityAnswer(programs, ProgramDetailSchema),
  programRef: entityAnswer(programs, ProgramRefSchema),
  liveStreamProgram: entityAnswer(programs, LiveStreamSchema.shape.program.unwrap()),
  relatedMediaFeature: entityAnswer(relatedMediaFeatures, RelatedMediaFeatureSchema),
  performance: entityAnswer(performances, PerformanceSchema),
  liveStreamPerformance: entityAnswer(performances, LiveStreamPerformanceSchema),
  homePerformance: entityAnswer(performances, HomeContentSchema.shape.performance.unwrap()),
  featuredArtist: entityAnswer(featuredArtists, FeaturedArtistSchema),
  recording: entityAnswer(recordings, RecordingSchema),
  featureCategory: entityAnswer(featureCategories, FeatureCategorySchema),
  mediaFeature: entityAnswer(mediaFeatures, MediaFeatureSchema),
  relatedFeatureRef: entityAnswer(mediaFeatures, RelatedMediaFeatureSchema.shape.media_feature),
  collection: entityAnswer(curatedCollections, CuratedCollectionSchema),
  curatedItem: entityAnswer(curatedItems, CuratedItemSchema),
  homeCollectionRef: entityAnswer(curatedCollections, HomeContentSchema.shape.curated_collection.unwrap()),
  homeContent: entityAnswer(homeContent, HomeContentSchema),
  liveStream: entityAnswer(liveStreams, LiveStreamSchema),
  mediaUnderwriter: entityAnswer(liveStreamUnderwriters, MediaUnderwriterSchema),
} as const;
