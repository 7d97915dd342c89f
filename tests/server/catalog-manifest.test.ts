import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CATALOG_VERSION_HEADER,
  CatalogManifestSchema,
  CombinedSchema,
  listAnswer,
  type CatalogManifest,
} from '../../src/lib/api/contract.ts';
import { importCatalog } from '../../server/src/catalog/import-catalog.ts';
import type { CatalogDocumentInput } from '../../server/src/catalog/import-schema.ts';
import { smallCatalog } from '../fixtures/catalog/small-catalog.ts';
import { getOk, request } from './support/catalog-http.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * `/catalog_manifest/`: what the API declares it serves, per list, in the catalogue version it
 * names; every catalogue answer names its version, so a build checks a list against the
 * declaration of that same version.
 */

const LISTS = {
  live_streams: '/api/2/live_streams/',
  media_features: '/api/2/media_features/',
  curated_collections: '/api/2/curated_collections/',
  home_content: '/api/2/home_content/',
} as const;

/** The small catalogue with no live stream, feature, collection or home block: an orchestra with none. */
const withoutMedia: CatalogDocumentInput = {
  ...smallCatalog,
  programs: smallCatalog.programs?.map((program) => ({ ...program, related_media_features: [] })),
  media_features: [],
  curated_collections: [],
  home_content: [],
  live_streams: [],
};

/** What every list and /combined/ actually hold, and the version each names. */
async function served(server: TestServer) {
  const combinedAnswer = await request(server, '/api/2/combined/');
  const combined = CombinedSchema.parse(combinedAnswer.body);
  const counts: Record<string, number> = {
    compositions: combined.compositions.length,
    people: combined.people.length,
    programs: combined.programs.length,
  };
  const versions = [combinedAnswer.headers.get(CATALOG_VERSION_HEADER)];
  for (const [list, path] of Object.entries(LISTS)) {
    const answer = await request(server, path);
    counts[list] = listAnswer(z.unknown()).parse(answer.body).results.length;
    versions.push(answer.headers.get(CATALOG_VERSION_HEADER));
  }
  return { counts, versions };
}

const manifestOf = async (server: TestServer): Promise<CatalogManifest> =>
  CatalogManifestSchema.parse(await getOk(server, '/api/2/catalog_manifest/'));

const countsOf = (manifest: CatalogManifest) =>
  Object.fromEntries(Object.entries(manifest.lists).map(([list, { count }]) => [list, count]));

describe('the catalogue manifest', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ prepare: (db) => importCatalog(db, smallCatalog) });
  });
  afterAll(() => server.close());

  it('declares, in the contract’s shape, how many records each list answers, in the version every answer names', async () => {
    const manifest = await manifestOf(server);
    const { counts, versions } = await served(server);
    expect(countsOf(manifest)).toEqual(counts);
    // The inactive collection is not served, so not declared.
    expect(manifest.lists.curated_collections.count).toBe(3);
    expect(manifest.lists.live_streams.count).toBe(5);
    expect(versions).toEqual(versions.map(() => String(manifest.version)));
    expect(manifest.version).toBeGreaterThan(0);
  });

  it('is answered as every catalogue answer is, with and without the slash, but never reused unasked', async () => {
    const answer = await request(server, '/api/2/catalog_manifest/?format=json');
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get(CATALOG_VERSION_HEADER)).toBe(String((answer.body as CatalogManifest).version));
    expect(answer.headers.get('cache-control')).toBe('public, max-age=0');
    const etag = answer.headers.get('etag')!;
    const again = await request(server, '/api/2/catalog_manifest', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get(CATALOG_VERSION_HEADER)).toBe(answer.headers.get(CATALOG_VERSION_HEADER));
  });

  it('declares empty lists, in a new version, once a catalogue without them is imported', async () => {
    const before = await manifestOf(server);
    await importCatalog(server.db, withoutMedia);
    server.clock.advance(1_000);
    const after = await manifestOf(server);
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.lists).toMatchObject({
      live_streams: { count: 0 },
      media_features: { count: 0 },
      curated_collections: { count: 0 },
      home_content: { count: 0 },
    });
    const { counts, versions } = await served(server);
    expect(countsOf(after)).toEqual(counts);
    expect(versions).toEqual(versions.map(() => String(after.version)));
  });
});
