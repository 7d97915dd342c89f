import type { CatalogManifest, DeclaredList } from '../../src/lib/api/catalog-manifest.ts';

/**
 * What a fixture host declares of its catalogue, as our API does (`/catalog_manifest/` and an
 * `X-Catalog-Version` on every answer); a host that speaks only the spec declares nothing.
 */
export interface FixtureDeclaration {
  /** Whether it declares at all. */
  declares: boolean;
  /** The catalogue version its manifest and every answer name; bump it to publish. */
  version: number;
  /**
   * Counts it declares whatever its answers hold (a list it sends cut short); the lists left out
   * are declared as long as the answers are.
   */
  counts: Partial<Record<DeclaredList, number>>;
}

/** Where each declared list is answered: a part of `/combined/`, or a list call. */
const SOURCES: Record<DeclaredList, { path: string; part?: string }> = {
  compositions: { path: '/api/2/combined/', part: 'compositions' },
  people: { path: '/api/2/combined/', part: 'people' },
  programs: { path: '/api/2/combined/', part: 'programs' },
  live_streams: { path: '/api/2/live_streams/' },
  media_features: { path: '/api/2/media_features/' },
  curated_collections: { path: '/api/2/curated_collections/' },
  home_content: { path: '/api/2/home_content/' },
};

/** How many records an answer's list holds: a bare array, a results page, or a part of `/combined/`. */
function lengthOf(body: unknown, part: string | undefined): number {
  const record = (value: unknown) =>
    (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const list = part === undefined ? (Array.isArray(body) ? body : record(body)['results']) : record(body)[part];
  return Array.isArray(list) ? list.length : 0;
}

/** The manifest a fixture host answers with: its declared counts, else each list's length. */
export function fixtureManifest(
  answers: ReadonlyMap<string, unknown>,
  declaration: FixtureDeclaration,
): CatalogManifest {
  const entries = Object.entries(SOURCES).map(([list, { path, part }]) => [
    list,
    { count: declaration.counts[list as DeclaredList] ?? lengthOf(answers.get(path), part) },
  ]);
  return { version: declaration.version, lists: Object.fromEntries(entries) as CatalogManifest['lists'] };
}
