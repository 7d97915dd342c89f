import type { z } from 'zod';
import type { IdentifierChange } from '#lib/catalog/redirect-chains.ts';
import type { Database } from '../db/database.ts';
import { allocateDocumentIds, allocateIds, KEY_SQL } from './catalog-ids.ts';
import { describeProblem, throwIfProblems } from './catalog-import-error.ts';
import { CATALOG_TABLES_CHILDREN_FIRST, lockCatalog, syncIdSequences } from './catalog-lock.ts';
import { bumpCatalogVersion, type CatalogSource, writeCatalogSource } from './catalog-meta.ts';
import { missingMedia } from './check-media.ts';
import type { MediaStore } from '../storage/media-store.ts';
import { checkLiveStreams, checkReferences } from './check-references.ts';
import type { CatalogDocument, CatalogDocumentInput, ImportLiveStreamSchema } from './import-schema.ts';
import { documentKeys, documentRows } from './entities/catalog-document.ts';
import { insertCatalogRows, noIds } from './entities/catalog-tables.ts';
import { addDocumentRows } from './entities/entity-rows.ts';
import { liveStreams } from './entities/live-streams.ts';
import { parseDocument, parseLiveStreams } from './parse-document.ts';
import { plannedRedirects, writeRedirects } from './redirect-rows.ts';

/** What an import wrote. */
export interface ImportSummary {
  /** The catalogue version after the import. */
  version: number;
  /** Entities written, by kind. */
  counts: {
    categories: number;
    people: number;
    compositions: number;
    programs: number;
    performances: number;
    recordings: number;
    feature_categories: number;
    media_features: number;
    curated_collections: number;
    home_content: number;
    live_streams: number;
  };
  /** Wall time of the whole import, validation included. */
  duration_ms: number;
  /** What the import let through but a person should know: media folders missing when told to import ahead of media. */
  warnings: string[];
}

/**
 * Whether the media folders a document names are looked for in `store` (check-media.ts), and
 * what a missing one does: refuses the import, or is let through as a warning (an orchestra that
 * imports its catalogue before it copies the media).
 */
export interface MediaCheck {
  store: MediaStore;
  whenMissing: 'refuse' | 'warn';
}

/** What replacing the live streams wrote. */
export interface LiveStreamsSummary {
  version: number;
  live_streams: number;
}

function countsOf(doc: CatalogDocument): ImportSummary['counts'] {
  return {
    categories: doc.categories.length,
    people: doc.people.length,
    compositions: doc.compositions.length,
    programs: doc.programs.length,
    performances: doc.performances.length,
    recordings: doc.performances.reduce((n, p) => n + p.recordings.length, 0),
    feature_categories: doc.feature_categories.length,
    media_features: doc.media_features.length,
    curated_collections: doc.curated_collections.length,
    home_content: doc.home_content.length,
    live_streams: doc.live_streams.length,
  };
}

/**
 * Replaces the whole catalogue with a document's, in one transaction, and bumps the catalogue
 * version. The document is validated and its references checked first: a bad document throws a
 * CatalogImportError naming each bad entity and leaves the previous catalogue as it was.
 * Entities whose identifier (uuid for performances and recordings) is unchanged keep their ids.
 * `source` records whether this is the demo catalogue (only the demo's live streams are
 * re-anchored at start-up); `media`, when given, checks the media folders (the command line
 * does; code that imports documents of its own, as the tests and the demo do, need not).
 */
export async function importCatalog(
  db: Database,
  input: CatalogDocumentInput,
  options: { source?: CatalogSource; media?: MediaCheck } = {},
): Promise<ImportSummary> {
  const started = performance.now();
  const doc = parseDocument(input);
  throwIfProblems(checkReferences(doc));
  const missing = options.media ? await missingMedia(doc, options.media.store) : [];
  if (options.media?.whenMissing === 'refuse') throwIfProblems(missing);
  const version = await db.transaction((tx) => writeCatalog(tx, doc, options.source ?? 'import'));
  return {
    version,
    counts: countsOf(doc),
    duration_ms: Math.round(performance.now() - started),
    warnings: missing.map(describeProblem),
  };
}

/**
 * Replaces the whole catalogue with a document already checked, inside the caller's transaction,
 * and bumps the version, which it answers: the import's writing, for a caller that changes more
 * in the same transaction (a publish from the studio drops the drafts it applied). The old
 * addresses move with it (redirect-rows.ts): `changes` are the records the caller knows were
 * renamed (a publish's drafts); records with a uuid are matched by it in any case.
 */
export async function writeCatalog(
  tx: Database,
  doc: CatalogDocument,
  source: CatalogSource,
  changes?: readonly IdentifierChange[],
): Promise<number> {
  await lockCatalog(tx);
  await writeRedirects(tx, await plannedRedirects(tx, doc, changes));
  const ids = await allocateDocumentIds(tx, documentKeys(doc));
  for (const table of CATALOG_TABLES_CHILDREN_FIRST) await tx.run(`DELETE FROM ${table}`);
  await insertCatalogRows(tx, documentRows(doc, ids));
  await syncIdSequences(tx);
  await writeCatalogSource(tx, source);
  return bumpCatalogVersion(tx);
}

/**
 * Replaces only the live streams (and their underwriters), leaving the rest of the catalogue
 * alone, and bumps the version. The demo uses it to move its streams to the current time.
 * Streams must refer to programs already in the catalogue.
 */
export async function replaceLiveStreams(
  db: Database,
  input: z.input<typeof ImportLiveStreamSchema>[],
): Promise<LiveStreamsSummary> {
  const streams = parseLiveStreams(input);
  const version = await db.transaction(async (tx) => {
    await lockCatalog(tx);
    const programs = new Map((await tx.all<{ id: number; key: string }>(KEY_SQL.programs)).map((r) => [r.key, r.id]));
    throwIfProblems(checkLiveStreams(streams, new Set(programs.keys())));
    const streamIds = await allocateIds(
      tx,
      'live_streams',
      streams.map((s) => s.identifier),
    );
    await tx.run('DELETE FROM live_stream_underwriters');
    await tx.run('DELETE FROM live_streams');
    const ids = { ...noIds(), live_streams: streamIds, programs };
    await insertCatalogRows(tx, addDocumentRows(new Map(), liveStreams, streams, ids));
    await syncIdSequences(tx);
    return bumpCatalogVersion(tx);
  });
  return { version, live_streams: streams.length };
}
