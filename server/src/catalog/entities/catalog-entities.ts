import { curatedCollections, homeContent } from './collections.ts';
import { compositions } from './compositions.ts';
import { childEntities, type Entity } from './entity.ts';
import { liveStreams } from './live-streams.ts';
import { featureCategories, mediaFeatures } from './media-features.ts';
import { categories, people } from './people.ts';
import { performances } from './performances.ts';
import { programs } from './programs.ts';

/** The catalogue document's lists, in document order, each with the entity it holds. */
export const CATALOG_ENTITIES = {
  categories,
  people,
  compositions,
  programs,
  performances,
  feature_categories: featureCategories,
  media_features: mediaFeatures,
  curated_collections: curatedCollections,
  home_content: homeContent,
  live_streams: liveStreams,
} as const;

/** A list of the catalogue document. */
export type CatalogList = keyof typeof CATALOG_ENTITIES;

/** An entity and every entity stored below it (its list fields' tables), parents first. */
export function withChildren(e: Entity): Entity[] {
  return [e, ...childEntities(e).flatMap(withChildren)];
}

/** Every catalogue table's description, each list's entity before its children. */
export const ALL_ENTITIES: readonly Entity[] = Object.values(CATALOG_ENTITIES).flatMap(withChildren);
