import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportCatalog } from '../../server/src/catalog/export-catalog.ts';
import { importCatalog } from '../../server/src/catalog/import-catalog.ts';
import type { CatalogDocumentInput } from '../../server/src/catalog/import-schema.ts';
import { CompositionDetailSchema } from '../../src/lib/api/composition.ts';
import { PERFORMANCES } from '../fixtures/catalog/small-catalog-keys.ts';
import { smallCatalog } from '../fixtures/catalog/small-catalog.ts';
import { getOk } from './support/catalog-http.ts';
import { createTestDatabase } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** The small catalogue with a licence recorded on the Eroica's spring performance, and its work's publisher. */
function licensedCatalogue(territories: string): CatalogDocumentInput {
  return {
    ...smallCatalog,
    compositions: (smallCatalog.compositions ?? []).map((c) =>
      c.identifier === 'symphony-no-3-eroica' ? { ...c, publisher: 'Bärenreiter', licence_notes: 'Call first.' } : c,
    ),
    performances: (smallCatalog.performances ?? []).map((p) =>
      p.uuid === PERFORMANCES.eroicaSpring
        ? {
            ...p,
            streaming_media: 'audio' as const,
            allowed_territories: territories,
            excluded_territories: '',
            available_until: '2027-06-01T00:00:00-05:00',
          }
        : p,
    ),
  };
}

describe('streaming rights in the catalogue', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ prepare: (db) => importCatalog(db, licensedCatalogue('us, uk, eu/eea')) });
  });
  afterAll(() => server.close());

  it('answers each performance its resolved rights, and never the publisher or the notes', async () => {
    const body = await getOk(server, '/api/2/compositions/symphony-no-3-eroica/');
    const detail = CompositionDetailSchema.parse(body);
    const spring = detail.performances.find((p) => p.uuid === PERFORMANCES.eroicaSpring);
    expect(spring?.rights).toEqual({
      media: 'audio',
      territories: { allowed: ['US', 'GB', 'EU/EEA'], excluded: [] },
      available_from: null,
      available_until: '2027-06-01T05:00:00.000Z',
      embargo_until: null,
    });
    // Nothing recorded: the deployment's default (RIGHTS_UNRECORDED=stream) streams both, worldwide.
    const winter = detail.performances.find((p) => p.uuid === PERFORMANCES.eroicaWinter);
    expect(winter?.rights).toMatchObject({ media: 'both', territories: { allowed: null, excluded: [] } });
    expect(JSON.stringify(body)).not.toMatch(/Bärenreiter|Call first/);
  });

  it('keeps a territory list as the rights module writes it, and exports what it imported', async () => {
    const exported = await exportCatalog(server.db);
    const spring = exported.performances.find((p) => p.uuid === PERFORMANCES.eroicaSpring);
    expect(spring).toMatchObject({ streaming_media: 'audio', allowed_territories: 'US, GB, EU/EEA' });
    expect(exported.compositions.find((c) => c.identifier === 'symphony-no-3-eroica')).toMatchObject({
      publisher: 'Bärenreiter',
      licence_notes: 'Call first.',
      public_domain: false,
    });
  });

  it('refuses a territory it cannot place, naming it, and imports nothing', async () => {
    const { db, drop } = await createTestDatabase();
    try {
      await expect(importCatalog(db, licensedCatalogue('US, Germany'))).rejects.toThrow(
        "'Germany' is neither a country code (two letters, as 'DE' for Germany) nor a group",
      );
      expect(await db.all('SELECT id FROM performances')).toEqual([]);
    } finally {
      await drop();
    }
  });
});
