import { REDIRECTED_LISTS, type IdentifierRedirect, type RedirectedList } from '#lib/api/contract.ts';
import { nextRedirects, type IdentifierChange } from '#lib/catalog/redirect-chains.ts';
import type { Database } from '../db/database.ts';
import type { CatalogDocument } from './import-schema.ts';

/** The lists whose records carry a uuid, their permanent id: the same uuid under a new identifier is the same record. */
const UUID_LISTS = ['programs', 'live_streams', 'media_features', 'curated_collections'] as const;

/** Every old address the catalogue serves (migration 022), in a stable order. */
export function readRedirects(db: Database): Promise<IdentifierRedirect[]> {
  return db.all<IdentifierRedirect>(
    'SELECT list, old_identifier, identifier FROM identifier_redirects ORDER BY list, old_identifier',
  );
}

/** The identifiers each list of a document holds. */
function liveIdentifiers(doc: CatalogDocument): (list: RedirectedList, identifier: string) => boolean {
  const live = new Map<RedirectedList, Set<string>>(
    REDIRECTED_LISTS.map((list) => [list, new Set(doc[list].map((item) => item.identifier))]),
  );
  return (list, identifier) => live.get(list)?.has(identifier) ?? false;
}

/** Records of a uuid list that keep their uuid under a new identifier, from the catalogue as it is to `doc`. */
async function uuidChanges(tx: Database, doc: CatalogDocument): Promise<IdentifierChange[]> {
  const changes: IdentifierChange[] = [];
  for (const list of UUID_LISTS) {
    const was = new Map(
      (await tx.all<{ uuid: string; identifier: string }>(`SELECT uuid, identifier FROM ${list}`)).map((row) => [
        row.uuid,
        row.identifier,
      ]),
    );
    for (const item of doc[list]) {
      const from = was.get(item.uuid);
      if (from !== undefined && from !== item.identifier) changes.push({ list, from, to: item.identifier });
    }
  }
  return changes;
}

/**
 * A work or a person has no uuid, so a document alone cannot say it was renamed; but a document that
 * holds an old identifier of a record and no longer its identifier now (a rollback past the change)
 * changes it back.
 */
async function changesBack(
  tx: Database,
  doc: CatalogDocument,
  current: readonly IdentifierRedirect[],
): Promise<IdentifierChange[]> {
  const isLive = liveIdentifiers(doc);
  const changes: IdentifierChange[] = [];
  for (const list of ['compositions', 'people'] as const) {
    const now = new Set(
      (await tx.all<{ identifier: string }>(`SELECT identifier FROM ${list}`)).map((r) => r.identifier),
    );
    for (const redirect of current) {
      const { old_identifier: old, identifier } = redirect;
      if (redirect.list !== list || !now.has(identifier) || now.has(old)) continue;
      if (isLive(list, old) && !isLive(list, identifier)) changes.push({ list, from: identifier, to: old });
    }
  }
  return changes;
}

/**
 * The old addresses after a switch from the catalogue in the tables to `doc`. `known` are the
 * changes the caller knows of (a publish knows its drafts' records); without them, the records of a
 * uuid list are matched by uuid and a work's or person's change back is seen in the old addresses.
 * A publish of drafts passes its own changes and the uuid matches, which agree with them.
 */
export async function plannedRedirects(
  db: Database,
  doc: CatalogDocument,
  known?: readonly IdentifierChange[],
): Promise<IdentifierRedirect[]> {
  const current = await readRedirects(db);
  const byUuid = await uuidChanges(db, doc);
  const inferred = known === undefined ? [...byUuid, ...(await changesBack(db, doc, current))] : byUuid;
  const seen = new Set((known ?? []).map((c) => `${c.list}/${c.from}`));
  const changes = [...(known ?? []), ...inferred.filter((c) => !seen.has(`${c.list}/${c.from}`))];
  return nextRedirects(current, changes, liveIdentifiers(doc));
}

/** Replaces the old addresses, inside the transaction that writes the catalogue they go with. */
export async function writeRedirects(tx: Database, redirects: readonly IdentifierRedirect[]): Promise<void> {
  await tx.run('DELETE FROM identifier_redirects');
  for (const redirect of redirects)
    await tx.run('INSERT INTO identifier_redirects (list, old_identifier, identifier) VALUES (?, ?, ?)', [
      redirect.list,
      redirect.old_identifier,
      redirect.identifier,
    ]);
}
