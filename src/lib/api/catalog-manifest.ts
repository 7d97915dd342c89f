import { z } from 'zod';

/**
 * What our API declares it serves, an extension beside the spec's calls: per list, how many
 * records it holds in one catalogue version. A build checks each pull against it, so a list cut
 * short is refused while an empty or smaller one the host means to serve publishes. A host that
 * speaks only the spec answers this path 404, and the build then judges by the last good pull.
 */
export const CATALOG_MANIFEST_PATH = '/catalog_manifest/';

/**
 * The header in which every catalogue answer names the catalogue version it was made from, so a
 * build checks a list against the declaration of that same version.
 */
export const CATALOG_VERSION_HEADER = 'x-catalog-version';

/** What the host declares of one list. */
export const ListDeclarationSchema = z.object({
  /** How many records the list's answer holds, malformed ones included. */
  count: z.number().int().nonnegative(),
});

/**
 * Every list the manifest declares, by its name in the API. Lists a later API adds are read past,
 * so a build of today keeps working against it.
 */
export const DeclaredListsSchema = z.object({
  /** `/combined/`'s compositions. */
  compositions: ListDeclarationSchema,
  /** `/combined/`'s people. */
  people: ListDeclarationSchema,
  /** `/combined/`'s programs. */
  programs: ListDeclarationSchema,
  /** `/live_streams/`. */
  live_streams: ListDeclarationSchema,
  /** `/media_features/`. */
  media_features: ListDeclarationSchema,
  /** `/curated_collections/`. */
  curated_collections: ListDeclarationSchema,
  /** `/home_content/`. */
  home_content: ListDeclarationSchema,
});
export type DeclaredLists = z.output<typeof DeclaredListsSchema>;
export type DeclaredList = keyof DeclaredLists;

/** `/catalog_manifest/`: the catalogue version and what each list holds in it. */
export const CatalogManifestSchema = z.object({
  /** The catalogue version the counts are of: what the lists name in `X-Catalog-Version`. */
  version: z.number().int().nonnegative(),
  /** What each list holds in that version. */
  lists: DeclaredListsSchema,
});
export type CatalogManifest = z.output<typeof CatalogManifestSchema>;

/** The catalogue version an answer's header names; undefined when it names none or not a version. */
export function catalogVersionOf(header: string | null): number | undefined {
  return header !== null && /^\d{1,15}$/.test(header.trim()) ? Number(header.trim()) : undefined;
}
