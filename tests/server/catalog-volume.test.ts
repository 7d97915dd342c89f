import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CombinedSchema, CompositionDetailSchema } from '../../src/lib/api/contract.ts';
import { exportCatalog } from '../../server/src/catalog/export-catalog.ts';
import { importCatalog } from '../../server/src/catalog/import-catalog.ts';
import { generatedCatalog } from '../fixtures/catalog/generated-catalog.ts';
import { getOk } from './support/catalog-http.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Sizes past the 512-row chunk, with remainders that need several smaller chunks.
const SIZES = { people: 300, compositions: 1_100, programs: 40, performances: 1_301 };

describe('a catalogue larger than one insert chunk', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ prepare: (db) => importCatalog(db, generatedCatalog(SIZES)) });
  });
  afterAll(() => server.close());

  it('writes every row', async () => {
    const count = async (table: string) =>
      (await server.db.get<{ n: number }>(`SELECT CAST(count(*) AS INTEGER) AS n FROM ${table}`))!.n;
    expect(await count('people')).toBe(300);
    expect(await count('compositions')).toBe(1_100);
    expect(await count('composition_genres')).toBe(1_100);
    expect(await count('performances')).toBe(1_301);
    expect(await count('featured_artists')).toBe(1_301);
    expect(await count('recordings')).toBe(1_301 + 651);
  });

  it('answers all of it, and exports what it imported', async () => {
    const combined = CombinedSchema.parse(await getOk(server, '/api/2/combined/'));
    expect([combined.compositions.length, combined.people.length, combined.programs.length]).toEqual([1_100, 300, 40]);
    const first = CompositionDetailSchema.parse(await getOk(server, '/api/2/compositions/work-0/'));
    expect(first.performances).toHaveLength(2);
    const last = CompositionDetailSchema.parse(await getOk(server, '/api/2/compositions/work-1099/'));
    expect(last.performances).toHaveLength(1);
    const exported = await exportCatalog(server.db);
    expect(exported.performances.at(-1)?.uuid).toBe(generatedCatalog(SIZES).performances?.at(-1)?.uuid);
    expect(exported.performances.flatMap((p) => p.recordings)).toHaveLength(1_301 + 651);
  });
});
