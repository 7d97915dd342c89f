import type { Database } from '../db/database.ts';
import { CatalogImportError } from './catalog-import-error.ts';
import { readCatalogSource } from './catalog-meta.ts';
import { importCatalog, replaceLiveStreams } from './import-catalog.ts';
import type { CatalogDocumentInput } from './import-schema.ts';

/** What start-up did to the catalogue. */
export type DemoOutcome = 'imported' | 're-anchored' | 'left alone';

/**
 * The demo's life at start-up, for any producer of the demo document: into a database that
 * never held a catalogue, imports the demo (recorded as the demo); when the catalogue is the
 * demo, moves its live streams to `now`, as their times are relative to it (or imports it
 * afresh when those streams no longer fit it); a catalogue an orchestra imported is left alone,
 * so that starting with DEMO=true never overwrites it.
 */
export async function prepareDemo(
  db: Database,
  now: Date,
  produce: (now: Date) => CatalogDocumentInput,
): Promise<DemoOutcome> {
  const source = await readCatalogSource(db);
  if (source === 'demo') {
    const demo = produce(now);
    try {
      await replaceLiveStreams(db, demo.live_streams ?? []);
      return 're-anchored';
    } catch (error) {
      // The demo's streams refer to programs this database does not hold: the demo changed
      // since it was imported (a newer checkout), so it is imported afresh.
      if (!(error instanceof CatalogImportError)) throw error;
      await importCatalog(db, demo, { source: 'demo' });
      return 'imported';
    }
  }
  const row = await db.get<{ n: number }>('SELECT CAST(count(*) AS INTEGER) AS n FROM compositions');
  if (source !== undefined || (row?.n ?? 0) > 0) return 'left alone';
  await importCatalog(db, produce(now), { source: 'demo' });
  return 'imported';
}
