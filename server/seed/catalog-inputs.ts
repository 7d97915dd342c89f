import type { z } from 'zod';
import type {
  ImportCategorySchema,
  ImportCollectionSchema,
  ImportCompositionSchema,
  ImportFeatureCategorySchema,
  ImportHomeContentSchema,
  ImportLiveStreamSchema,
  ImportMediaFeatureSchema,
  ImportPerformanceSchema,
  ImportPersonSchema,
  ImportProgramSchema,
  ImportRecordingSchema,
} from '../src/catalog/import-schema.ts';

/** What the seed writes for each kind of entity: the import schema's input (defaults may be left out). */
export type CategoryInput = z.input<typeof ImportCategorySchema>;
/** A person as the seed writes it. */
export type PersonInput = z.input<typeof ImportPersonSchema>;
/** A composition as the seed writes it. */
export type CompositionInput = z.input<typeof ImportCompositionSchema>;
/** A program as the seed writes it. */
export type ProgramInput = z.input<typeof ImportProgramSchema>;
/** A performance as the seed writes it. */
export type PerformanceInput = z.input<typeof ImportPerformanceSchema>;
/** A recording as the seed writes it. */
export type RecordingInput = z.input<typeof ImportRecordingSchema>;
/** A feature category as the seed writes it. */
export type FeatureCategoryInput = z.input<typeof ImportFeatureCategorySchema>;
/** A media feature as the seed writes it. */
export type MediaFeatureInput = z.input<typeof ImportMediaFeatureSchema>;
/** A curated collection as the seed writes it. */
export type CollectionInput = z.input<typeof ImportCollectionSchema>;
/** A home content entry as the seed writes it. */
export type HomeContentInput = z.input<typeof ImportHomeContentSchema>;
/** A live stream as the seed writes it. */
export type LiveStreamInput = z.input<typeof ImportLiveStreamSchema>;
