import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoCatalog } from '../../server/seed/demo-catalog.ts';
import { readCatalogVersion } from '../../server/src/catalog/catalog-meta.ts';
import { exportCatalog } from '../../server/src/catalog/export-catalog.ts';
import { importCatalog, replaceLiveStreams } from '../../server/src/catalog/import-catalog.ts';
import type { CatalogDocumentInput } from '../../server/src/catalog/import-schema.ts';
import type { Database } from '../../server/src/db/database.ts';
import { smallCatalog } from '../fixtures/catalog/small-catalog.ts';
import { createTestDatabase } from './support/test-database.ts';

type Doc = CatalogDocumentInput;

const LISTS_WITH_UUIDS = ['programs', 'media_features', 'curated_collections', 'live_streams'] as const;

/**
 * A document as a web person writes it: no uuids, except on the performances a collection or the
 * home page names (they are referred to by uuid, so they keep theirs).
 */
function withoutUuids(doc: Doc): Doc {
  const referred = new Set([
    ...(doc.curated_collections ?? []).flatMap((c) => (c.items ?? []).map((i) => i.performance)),
    ...(doc.home_content ?? []).flatMap((h) => (h.performance ? [h.performance] : [])),
  ]);
  const stripped: Record<string, unknown> = { ...doc };
  for (const list of LISTS_WITH_UUIDS) stripped[list] = (doc[list] ?? []).map(({ uuid: _uuid, ...item }) => item);
  stripped['performances'] = (doc.performances ?? []).map(({ uuid, recordings, ...p }) => ({
    ...(referred.has(uuid) ? { uuid } : {}),
    ...p,
    recordings: (recordings ?? []).map(({ uuid: _uuid, ...r }) => r),
  }));
  return stripped as Doc;
}

/** Every uuid of an exported catalogue, by what carries it. */
async function uuidsOf(db: Database): Promise<string[]> {
  const doc = await exportCatalog(db);
  return [
    ...LISTS_WITH_UUIDS.flatMap((list) => doc[list].map((item) => `${list} ${item.identifier} ${item.uuid}`)),
    ...doc.performances.flatMap((p) => [
      `performance ${p.program ?? '-'} ${p.composition} ${p.uuid}`,
      ...p.recordings.map((r) => `recording ${p.uuid} ${r.type} ${r.uuid}`),
    ]),
  ];
}

describe('uuids the import makes for records without one', () => {
  let db: Database;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    ({ db, drop } = await createTestDatabase());
  });
  afterEach(() => drop());

  it('are valid, and the same document imported again, here or elsewhere, gets the same ones', async () => {
    const doc = withoutUuids(smallCatalog);
    await importCatalog(db, doc);
    const first = await uuidsOf(db);
    const firstExport = await exportCatalog(db);
    expect(first.length).toBeGreaterThan(20);
    for (const line of first)
      expect(line).toMatch(/ [0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$|0000-4000/);
    await importCatalog(db, doc);
    expect(await readCatalogVersion(db)).toBe(2);
    expect(await exportCatalog(db)).toEqual(firstExport);

    const { db: other, drop: dropOther } = await createTestDatabase();
    try {
      await importCatalog(other, doc);
      expect(await uuidsOf(other)).toEqual(first);
    } finally {
      await dropOther();
    }
  });

  it('follow what identifies a record, not its place in the file', async () => {
    const doc = withoutUuids(smallCatalog);
    await importCatalog(db, doc);
    const before = await uuidsOf(db);
    const reversed = Object.fromEntries(
      Object.entries(doc).map(([key, value]) => [
        key,
        Array.isArray(value) ? [...(value as unknown[])].reverse() : value,
      ]),
    ) as Doc;
    await importCatalog(db, reversed);
    expect((await uuidsOf(db)).sort()).toEqual([...before].sort());
  });

  it('are the demo catalogue’s own: the demo written without uuids imports with the uuids it has', async () => {
    const demo = demoCatalog(new Date('2026-01-05T12:00:00Z'));
    await importCatalog(db, demo);
    const expected = await uuidsOf(db);
    await importCatalog(db, withoutUuids(demo));
    expect(await uuidsOf(db)).toEqual(expected);
  });

  it('tell apart a work played twice in one concert, and keep a uuid that is written', async () => {
    const [p] = smallCatalog.performances ?? [];
    const { uuid: _uuid, recordings: _recordings, ...bare } = p!;
    const written = '11111111-2222-4333-8444-555555555555';
    const doc = {
      ...smallCatalog,
      performances: [...(smallCatalog.performances ?? []), bare, { ...bare }, { ...bare, uuid: written }],
    };
    await importCatalog(db, doc as Doc);
    const made = (await exportCatalog(db)).performances.slice(-3).map((x) => x.uuid);
    expect(new Set(made).size).toBe(3);
    expect(made[2]).toBe(written);
  });

  it('are made for live streams replaced on their own too, the same as a whole import', async () => {
    const doc = withoutUuids(smallCatalog);
    await importCatalog(db, doc);
    const streams = (await exportCatalog(db)).live_streams.map((s) => s.uuid);
    await replaceLiveStreams(db, doc.live_streams ?? []);
    expect((await exportCatalog(db)).live_streams.map((s) => s.uuid)).toEqual(streams);
  });
});
