import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCatalogSource, readCatalogVersion } from '../../server/src/catalog/catalog-meta.ts';
import { prepareDemo } from '../../server/src/catalog/demo-lifecycle.ts';
import { exportCatalog } from '../../server/src/catalog/export-catalog.ts';
import { importCatalog } from '../../server/src/catalog/import-catalog.ts';
import type { CatalogDocumentInput } from '../../server/src/catalog/import-schema.ts';
import type { Database } from '../../server/src/db/database.ts';
import { smallCatalog } from '../fixtures/catalog/small-catalog.ts';
import { createTestDatabase } from './support/test-database.ts';

const HOUR = 3_600_000;

/** A demo whose live streams start an hour after `now`, as the real demo's are relative to it. */
function demoAt(now: Date): CatalogDocumentInput {
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
  return {
    ...smallCatalog,
    live_streams: smallCatalog.live_streams!.map((s, i) => ({ ...s, start_date_time: at(HOUR + i * 24 * HOUR) })),
  };
}

async function galaStart(db: Database): Promise<string | undefined> {
  return (await exportCatalog(db)).live_streams.find((s) => s.identifier === 'spring-gala-live')?.start_date_time;
}

describe('the demo catalogue at start-up', () => {
  let db: Database;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    ({ db, drop } = await createTestDatabase());
  });
  afterEach(() => drop());

  it('is imported into an empty database, then only its live streams move with the clock', async () => {
    const first = new Date('2026-11-21T12:00:00Z');
    expect(await prepareDemo(db, first, demoAt)).toBe('imported');
    expect(await readCatalogSource(db)).toBe('demo');
    expect(await galaStart(db)).toBe('2026-11-21T13:00:00Z');
    const before = await exportCatalog(db);
    const version = await readCatalogVersion(db);

    expect(await prepareDemo(db, new Date('2026-11-25T08:30:00Z'), demoAt)).toBe('re-anchored');
    expect(await galaStart(db)).toBe('2026-11-25T09:30:00Z');
    const after = await exportCatalog(db);
    expect(after.compositions).toEqual(before.compositions);
    expect(after.performances).toEqual(before.performances);
    expect(await readCatalogVersion(db)).toBe(version + 1);
  });

  it('imports the demo afresh when its live streams no longer fit the demo in the database', async () => {
    await prepareDemo(db, new Date('2026-11-21T12:00:00Z'), demoAt);
    // The newer demo renames a program, and its streams and performances follow.
    const renamed = (id: string | null | undefined) => (id === 'spring-festival-2024' ? 'spring-2024' : id);
    const changed = (now: Date): CatalogDocumentInput => {
      const doc = demoAt(now);
      return {
        ...doc,
        programs: doc.programs!.map((p) => ({ ...p, identifier: renamed(p.identifier)! })),
        performances: doc.performances!.map((p) => ({ ...p, program: renamed(p.program) })),
        live_streams: doc.live_streams!.map((s) => ({ ...s, program: renamed(s.program) })),
      };
    };
    expect(await prepareDemo(db, new Date('2026-11-22T12:00:00Z'), changed)).toBe('imported');
    const exported = await exportCatalog(db);
    expect(exported.programs.map((p) => p.identifier)).toContain('spring-2024');
    expect(exported.live_streams.find((s) => s.identifier === 'spring-gala-live')?.program).toBe('spring-2024');
    expect(await readCatalogSource(db)).toBe('demo');
  });

  it('leaves a catalogue an orchestra imported alone, live streams included', async () => {
    await importCatalog(db, demoAt(new Date('2026-01-01T00:00:00Z')));
    expect(await prepareDemo(db, new Date('2026-11-21T12:00:00Z'), demoAt)).toBe('left alone');
    expect(await galaStart(db)).toBe('2026-01-01T01:00:00Z');
    expect(await readCatalogSource(db)).toBe('import');
  });

  it('leaves a database alone that holds compositions from elsewhere', async () => {
    await db.run("INSERT INTO compositions (identifier, title) VALUES ('by-hand', 'By Hand')");
    expect(await prepareDemo(db, new Date(), demoAt)).toBe('left alone');
    expect((await exportCatalog(db)).compositions.map((c) => c.identifier)).toEqual(['by-hand']);
  });
});
