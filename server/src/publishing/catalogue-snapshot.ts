import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';
import type { Database } from '../db/database.ts';
import type { CatalogDocument } from '../catalog/import-schema.ts';
import { readSnapshot } from './publish-rows.ts';

const gzipped = promisify(gzip);

/**
 * A published catalogue document as the history keeps it: JSON, gzip, base64 (text, so both
 * databases store it alike); only the last ten are kept (docs/performance.md has their size at scale).
 * Compressed off the event loop: a publish makes it while the site builds, and the API answers meanwhile.
 */
export async function snapshotOf(doc: CatalogDocument): Promise<string> {
  return (await gzipped(JSON.stringify(doc))).toString('base64');
}

/** The document an entry of the history published; undefined when its snapshot is no longer kept. */
export async function readSnapshotDocument(db: Database, id: number): Promise<CatalogDocument | undefined> {
  const snapshot = await readSnapshot(db, id);
  if (snapshot === undefined) return undefined;
  return JSON.parse(gunzipSync(Buffer.from(snapshot, 'base64')).toString('utf8')) as CatalogDocument;
}
