import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { exportCatalog } from '../../catalog/export-catalog.ts';
import { PollLoop } from '../../poll-loop.ts';
import type { MediaStore } from '../../storage/media-store.ts';
import { mediaStoreOf } from '../../storage/media-storage.ts';
import { namedSweepKeys, sweepKeyOf, SWEPT_PREFIXES } from './sweepable-media.ts';

/**
 * How old a file the studio made must be before the sweep may remove it, whatever names it: a picture
 * is stored when it is uploaded, before the form that holds it is saved, and a page a visitor opened, or
 * a cache, may still name a file the newest publish no longer does.
 */
export const SWEEP_GRACE_MS = 7 * 24 * 60 * 60_000;

/** How often each API instance sweeps. Two instances sweeping at once remove the same files, which is no harm. */
const SWEEP_EVERY_MS = 60 * 60_000;
const FIRST_SWEEP_AFTER_MS = 10 * 60_000;

/**
 * The sweep keys of every file something still names: the published catalogue, every draft, each
 * publish whose catalogue an admin can still roll back to (its snapshot), and each master's caption rows.
 */
async function namedKeys(db: Database): Promise<Set<string>> {
  const named = namedSweepKeys(JSON.stringify(await exportCatalog(db)));
  for (const { fields } of await db.all<{ fields: string }>(
    'SELECT fields FROM studio_drafts WHERE fields IS NOT NULL',
  ))
    namedSweepKeys(fields, named);
  for (const { snapshot } of await db.all<{ snapshot: string }>(
    'SELECT snapshot FROM studio_publishes WHERE snapshot IS NOT NULL',
  ))
    namedSweepKeys(gunzipSync(Buffer.from(snapshot, 'base64')).toString('utf8'), named);
  for (const { path } of await db.all<{ path: string }>('SELECT path FROM master_captions'))
    namedSweepKeys(`/media/${path}`, named);
  return named;
}

/**
 * Removes the pictures and caption files the studio stored that nothing names any more (replaced,
 * removed, or uploaded and never saved) once they are older than {@link SWEEP_GRACE_MS}, and answers
 * their keys. Files the studio did not make (by their names, `sweepable-media.ts`) are never touched.
 * The names are read before the files are listed, so a file stored meanwhile is younger than the grace.
 */
export async function sweepUnreferencedMedia(db: Database, store: MediaStore, now: Date): Promise<string[]> {
  const named = await namedKeys(db);
  const removed: string[] = [];
  for (const prefix of SWEPT_PREFIXES)
    for (const file of await store.list(prefix)) {
      const key = sweepKeyOf(file.key);
      if (key === undefined || named.has(key)) continue;
      if (now.getTime() - file.modified.getTime() < SWEEP_GRACE_MS) continue;
      await store.remove(file.key);
      removed.push(file.key);
    }
  return removed;
}

/** Sweeps hourly from this instance (docs/media.md, "Files nothing names"), its outcome in the log. */
export function installMediaSweep(app: FastifyInstance, ctx: Pick<AppContext, 'db' | 'config' | 'clock'>): void {
  const store = mediaStoreOf(ctx.config.mediaStorage);
  const loop = new PollLoop(
    async () => {
      const removed = await sweepUnreferencedMedia(ctx.db, store, ctx.clock.now());
      if (removed.length > 0)
        app.log.info(`Removed ${removed.length} media files nothing names: ${removed.join(', ')}`);
    },
    (error) => app.log.warn(`The media sweep stopped: ${String(error)}`),
  );
  // The first sweep waits: an instance that starts has its requests to answer, and a restart sweeps no sooner.
  const first = setTimeout(() => loop.start(SWEEP_EVERY_MS), FIRST_SWEEP_AFTER_MS);
  first.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    await loop.stop();
  });
}
