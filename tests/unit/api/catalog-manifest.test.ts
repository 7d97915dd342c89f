import { describe, expect, it } from 'vitest';
import { CatalogManifestSchema, catalogVersionOf } from '../../../src/lib/api/catalog-manifest.ts';

const LISTS = {
  compositions: { count: 24 },
  people: { count: 22 },
  programs: { count: 4 },
  live_streams: { count: 0 },
  media_features: { count: 0 },
  curated_collections: { count: 2 },
  home_content: { count: 2 },
};

describe('the catalogue manifest contract', () => {
  it('needs every list the build checks, each with a whole count, and reads past lists it does not know', () => {
    expect(CatalogManifestSchema.parse({ version: 3, lists: { ...LISTS, podcasts: { count: 9 } } })).toEqual({
      version: 3,
      lists: LISTS,
    });
    const { home_content: _left, ...missing } = LISTS;
    expect(CatalogManifestSchema.safeParse({ version: 3, lists: missing }).success).toBe(false);
    const negative = { ...LISTS, people: { count: -1 } };
    expect(CatalogManifestSchema.safeParse({ version: 3, lists: negative }).success).toBe(false);
    expect(CatalogManifestSchema.safeParse({ version: '3', lists: LISTS }).success).toBe(false);
  });

  it('reads the version a header names, and nothing from one that names none', () => {
    expect(catalogVersionOf('17')).toBe(17);
    expect(catalogVersionOf(' 0 ')).toBe(0);
    expect(catalogVersionOf(null)).toBeUndefined();
    expect(['', 'latest', '1.5', '-1', '1e3'].map(catalogVersionOf)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
