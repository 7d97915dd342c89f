import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { readCatalogVersion } from '../catalog/catalog-meta.ts';
import { publishedCatalogue } from '../studio/records/published-catalogue.ts';
import { snapshotOf } from './catalogue-snapshot.ts';
import { queuePublish, readLatestDone, recordImport, type PublishAsk } from './publish-rows.ts';

/**
 * Queues a publish, a rollback or a scheduled publish, and answers its id. When the catalogue the
 * API serves did not come from a publish (an import from the command line, or before the first
 * publish), it goes into the history first, as an entry of its own with its snapshot, so the
 * history can go back to it. `alsoIn` runs in the same transaction with the new id (a schedule
 * claims its publish there); what it throws undoes the whole.
 */
export async function queueWithBaseline(
  ctx: AppContext,
  ask: PublishAsk,
  alsoIn?: (tx: Database, id: number) => Promise<void>,
): Promise<number> {
  const published = await publishedCatalogue(ctx.db);
  // The whole catalogue is compressed only when the history lacks it: once after each import.
  const seen = (await readLatestDone(ctx.db))?.catalogue_version === published.version;
  const snapshot = seen ? undefined : await snapshotOf(published.doc);
  const id = await ctx.db.transaction(async (tx) => {
    const latest = await readLatestDone(tx);
    const version = await readCatalogVersion(tx);
    if (snapshot !== undefined && latest?.catalogue_version !== version && version === published.version)
      await recordImport(tx, version, snapshot, ask.at);
    const queued = await queuePublish(tx, ask);
    await alsoIn?.(tx, queued);
    return queued;
  });
  ctx.publisher?.kick();
  return id;
}
