import type { Loader } from 'astro/loaders';
import type * as core from 'zod/v4/core';
import type { DeclaredList } from '#lib/api/catalog-manifest.ts';
import { CuratedCollectionSchema } from '#lib/api/curated-collection.ts';
import { HomeContentSchema } from '#lib/api/home-content.ts';
import { LiveStreamSchema } from '#lib/api/live-stream.ts';
import { MediaFeatureSchema } from '#lib/api/media-feature.ts';
import type { CatalogueLoaderOptions } from './loader-options.ts';
import { pullList } from './pull-list.ts';

/**
 * The records of a list answer. Rules §7 says these calls answer "a results list or an
 * array": both are read.
 */
export function listResults(body: unknown): readonly unknown[] | undefined {
  if (isArray(body)) return body;
  if (typeof body !== 'object' || body === null) return undefined;
  const results = (body as Record<string, unknown>)['results'];
  return isArray(results) ? results : undefined;
}

/** `Array.isArray` that says what it knows: an array of values not yet read. */
function isArray(value: unknown): value is readonly unknown[] {
  return Array.isArray(value);
}

/** A collection read from one list call. */
function listLoader<S extends core.$ZodType>(
  name: string,
  spec: { path: string; declaredAs: DeclaredList; type: string; schema: S },
  options: CatalogueLoaderOptions,
) {
  return {
    name: `concert-library-${name}`,
    schema: spec.schema,
    load: (context) => pullList(context, { ...spec, select: listResults }, options),
  } satisfies Loader;
}

/** `/live_streams/`: every live stream; the browser decides which are live, soon or over. */
export function liveStreamsLoader(options: CatalogueLoaderOptions) {
  const spec = {
    path: '/live_streams/',
    declaredAs: 'live_streams',
    type: 'live stream',
    schema: LiveStreamSchema,
  } as const;
  return listLoader('live-streams', spec, options);
}

/** `/media_features/`: interviews, documentaries and other features. */
export function mediaFeaturesLoader(options: CatalogueLoaderOptions) {
  const spec = {
    path: '/media_features/',
    declaredAs: 'media_features',
    type: 'media feature',
    schema: MediaFeatureSchema,
  } as const;
  return listLoader('media-features', spec, options);
}

/** `/curated_collections/`: the curated collections with their items. */
export function curatedCollectionsLoader(options: CatalogueLoaderOptions) {
  const spec = {
    path: '/curated_collections/',
    declaredAs: 'curated_collections',
    type: 'curated collection',
    schema: CuratedCollectionSchema,
  } as const;
  return listLoader('curated-collections', spec, options);
}

/** `/home_content/`: the home page's headline and video blocks. */
export function homeContentLoader(options: CatalogueLoaderOptions) {
  const spec = {
    path: '/home_content/',
    declaredAs: 'home_content',
    type: 'home content block',
    schema: HomeContentSchema,
  } as const;
  return listLoader('home-content', spec, options);
}
