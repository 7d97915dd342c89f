import { z } from 'zod';
import { CATALOG_ENTITIES } from './entities/catalog-entities.ts';
import { curatedCollections, homeContent } from './entities/collections.ts';
import { compositions } from './entities/compositions.ts';
import { type DocumentSchema, documentSchema } from './entities/entity.ts';
import { liveStreams } from './entities/live-streams.ts';
import { featureCategories, mediaFeatures } from './entities/media-features.ts';
import { categories, people } from './entities/people.ts';
import { performances, recordings } from './entities/performances.ts';
import { programs } from './entities/programs.ts';

/**
 * The catalogue document: what `npm run catalog -- import` loads and `export` writes, what the
 * demo seed and the scale generator produce. Entities refer to each other by identifier (or uuid
 * for performances and recordings), so an orchestra can write one by hand. Each entity's fields
 * are described once, with how they are stored, in `entities/`; these schemas derive from that.
 */

export type { ImportImage } from './entities/image-schema.ts';

export const ImportCategorySchema = documentSchema(categories);
export const ImportPersonSchema = documentSchema(people);
export const ImportCompositionSchema = documentSchema(compositions);
export const ImportRecordingSchema = documentSchema(recordings);
export const ImportPerformanceSchema = documentSchema(performances);
export const ImportProgramSchema = documentSchema(programs);
export const ImportFeatureCategorySchema = documentSchema(featureCategories);
export const ImportMediaFeatureSchema = documentSchema(mediaFeatures);
export const ImportCollectionSchema = documentSchema(curatedCollections);
export const ImportHomeContentSchema = documentSchema(homeContent);
export const ImportLiveStreamSchema = documentSchema(liveStreams);

type Entities = typeof CATALOG_ENTITIES;
type ListSchemas = { -readonly [K in keyof Entities]: z.ZodDefault<z.ZodArray<DocumentSchema<Entities[K]>>> };

const lists = Object.fromEntries(
  Object.entries(CATALOG_ENTITIES).map(([list, e]) => [list, z.array(documentSchema(e)).default([])]),
) as ListSchemas;

/** The whole catalogue document; a list it does not know is refused (a misspelt list would be lost). */
export const CatalogDocumentSchema = z.strictObject({
  format: z.literal('concert-library-catalog'),
  version: z.literal(1),
  ...lists,
});
export type CatalogDocument = z.output<typeof CatalogDocumentSchema>;
/** What a producer writes: defaults may be left out. */
export type CatalogDocumentInput = z.input<typeof CatalogDocumentSchema>;
