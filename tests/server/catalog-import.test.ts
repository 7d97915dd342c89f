import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalogVersion } from '../../server/src/catalog/catalog-meta.ts';
import { exportCatalog } from '../../server/src/catalog/export-catalog.ts';
import { importCatalog, replaceLiveStreams } from '../../server/src/catalog/import-catalog.ts';
import { type CatalogDocument, CatalogDocumentSchema } from '../../server/src/catalog/import-schema.ts';
import type { Database } from '../../server/src/db/database.ts';
import { LONG_IDENTIFIER, uuid } from '../fixtures/catalog/small-catalog-keys.ts';
import { smallCatalog } from '../fixtures/catalog/small-catalog.ts';
import { createTestDatabase } from './support/test-database.ts';

const bySequence = <T extends { sequence: number }>(items: readonly T[]) =>
  [...items].sort((a, b) => a.sequence - b.sequence);

/**
 * What the export should hold for the fixture: every default filled, date-times in UTC, and
 * children in display order (genres as the categories list them, artists and items by sequence).
 */
function expectedExport(): CatalogDocument {
  const doc = CatalogDocumentSchema.parse(smallCatalog);
  const utc = (iso: string) => new Date(iso).toISOString().replace('.000Z', 'Z');
  const utcOrNull = (iso: string | null) => (iso === null ? null : utc(iso));
  const genreOrder = doc.categories.filter((c) => c.kind === 'genre').map((c) => c.identifier);
  return {
    ...doc,
    compositions: doc.compositions.map((c) => ({
      ...c,
      // Genres come back in the order of the categories list.
      genres: [...c.genres].sort((a, b) => genreOrder.indexOf(a) - genreOrder.indexOf(b)),
    })),
    performances: doc.performances.map((p) => ({ ...p, featured_artists: bySequence(p.featured_artists) })),
    curated_collections: doc.curated_collections.map((c) => ({ ...c, items: bySequence(c.items) })),
    programs: doc.programs.map((p) => ({
      ...p,
      start_date_time: utc(p.start_date_time),
      end_date_time: utc(p.end_date_time),
    })),
    live_streams: doc.live_streams.map((s) => ({
      ...s,
      start_date_time: utc(s.start_date_time),
      open_date_time: utcOrNull(s.open_date_time),
    })),
  };
}

async function ids(db: Database, table: string): Promise<Record<string, number>> {
  const rows = await db.all<{ id: number; identifier: string }>(`SELECT id, identifier FROM ${table}`);
  return Object.fromEntries(rows.map((r) => [r.identifier, r.id]));
}

describe('catalogue import and export', () => {
  let db: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase());
  });
  afterAll(() => drop());

  it('imports a document, counts what it wrote, and bumps the version', async () => {
    expect(await readCatalogVersion(db)).toBe(0);
    const summary = await importCatalog(db, smallCatalog);
    expect(summary.version).toBe(1);
    expect(summary.counts).toEqual({
      categories: 6,
      people: 11,
      compositions: 9,
      programs: 4,
      performances: 10,
      recordings: 10,
      feature_categories: 5,
      media_features: 4,
      curated_collections: 4,
      home_content: 2,
      live_streams: 5,
    });
    expect(await readCatalogVersion(db)).toBe(1);
  });

  it('exports the document it imported, every default spelled out and date-times in UTC', async () => {
    const exported = await exportCatalog(db);
    expect(exported).toEqual(expectedExport());
    expect(exported.programs.find((p) => p.identifier === 'winter-light')?.start_date_time).toBe(
      '2024-03-31T00:30:00Z',
    );
  });

  it('round-trips: importing the export gives the same export, and the same ids', async () => {
    const first = await exportCatalog(db);
    // An image's focal point is among what goes round.
    expect(first.people.find((p) => p.identifier === 'ludwig-van-beethoven')?.image?.focus).toEqual({ x: 0.5, y: 0.3 });
    const before = await ids(db, 'compositions');
    await importCatalog(db, JSON.parse(JSON.stringify(first)) as CatalogDocument);
    expect(await exportCatalog(db)).toEqual(first);
    expect(await ids(db, 'compositions')).toEqual(before);
  });

  it('keeps ids by identifier when entities are reordered, removed or added', async () => {
    const before = await ids(db, 'compositions');
    const compositions = [...smallCatalog.compositions!]
      .reverse()
      .filter((c) => c.identifier !== LONG_IDENTIFIER)
      .concat({ identifier: 'new-work', title: 'New Work' });
    await importCatalog(db, { ...smallCatalog, compositions });
    const after = await ids(db, 'compositions');
    expect(after['symphony-no-3-eroica']).toBe(before['symphony-no-3-eroica']);
    expect(after['chant-for-advent']).toBe(before['chant-for-advent']);
    expect(after[LONG_IDENTIFIER]).toBeUndefined();
    expect(after['new-work']).toBe(Math.max(...Object.values(before)) + 1);
    await importCatalog(db, smallCatalog);
  });

  it('leaves inserts without an id working after an import (PostgreSQL identity sequences)', async () => {
    const row = await db.get<{ id: number }>(
      "INSERT INTO categories (kind, identifier, title) VALUES ('genre', 'opera', 'Opera') RETURNING id",
    );
    expect(row!.id).toBeGreaterThan(6);
    await importCatalog(db, smallCatalog);
  });

  it('replaces only the live streams, keeping their ids, and bumps the version', async () => {
    const version = await readCatalogVersion(db);
    const before = await ids(db, 'live_streams');
    const streams = smallCatalog.live_streams!.slice(1).map((s) => ({ ...s, start_date_time: '2030-01-01T00:00:00Z' }));
    const summary = await replaceLiveStreams(db, [
      ...streams,
      { uuid: uuid(699), identifier: 'brand-new-stream', title: 'Brand New', start_date_time: '2030-02-01T00:00:00Z' },
    ]);
    expect(summary).toEqual({ version: version + 1, live_streams: 5 });
    const exported = await exportCatalog(db);
    expect(exported.live_streams.map((s) => s.identifier)).not.toContain('spring-gala-live');
    expect(exported.live_streams.find((s) => s.identifier === 'earlier-stream')?.start_date_time).toBe(
      '2030-01-01T00:00:00Z',
    );
    expect(exported.compositions).toEqual(expectedExport().compositions);
    const after = await ids(db, 'live_streams');
    expect(after['earlier-stream']).toBe(before['earlier-stream']);
    expect(after['brand-new-stream']).toBe(Math.max(...Object.values(before)) + 1);
  });

  it('rejects live streams that refer to an unknown program, changing nothing', async () => {
    const before = await exportCatalog(db);
    const stream = {
      uuid: uuid(698),
      identifier: 'lost',
      title: 'Lost',
      start_date_time: '2030-01-01T00:00:00Z',
      program: 'nope',
    };
    await expect(replaceLiveStreams(db, [stream])).rejects.toThrow("live stream 'lost': program 'nope' does not exist");
    await expect(replaceLiveStreams(db, [{ ...stream, program: null, uuid: 'bad' }])).rejects.toMatchObject({
      name: 'CatalogImportError',
      entity: 'live stream',
      identifier: 'lost',
    });
    expect(await exportCatalog(db)).toEqual(before);
  });
});
