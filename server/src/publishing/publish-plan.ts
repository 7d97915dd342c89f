import { isDeepStrictEqual } from 'node:util';
import { RedirectedListSchema, type IdentifierRedirect } from '#lib/api/contract.ts';
import type { IdentifierChange } from '#lib/catalog/redirect-chains.ts';
import { STUDIO_LISTS, type PickedRecord, type PublishedChange, type StudioList } from '#lib/studio/contract.ts';
import { publicPathOf } from '#lib/studio/record-pages.ts';
import type { Database } from '../db/database.ts';
import { CatalogImportError, describeProblem, type CatalogProblem } from '../catalog/catalog-import-error.ts';
import { checkReferences } from '../catalog/check-references.ts';
import { plannedRedirects } from '../catalog/redirect-rows.ts';
import type { CatalogDocument } from '../catalog/import-schema.ts';
import { parseDocument } from '../catalog/parse-document.ts';
import { DraftCatalogue } from '../studio/records/draft-catalogue.ts';
import { readDrafts, type Draft } from '../studio/records/draft-rows.ts';
import { publishedCatalogue } from '../studio/records/published-catalogue.ts';
import { recordKey, type Item } from '../studio/records/record-keys.ts';
import { RecordNames, titleOf } from '../studio/records/record-titles.ts';
import { readSnapshotDocument } from './catalogue-snapshot.ts';
import { PublishFailure } from './publish-failure.ts';
import { type PublishRow, selectionOf } from './publish-rows.ts';

/** A draft a publish applies, at the revision it read: one saved again meanwhile stays a draft. */
export interface AppliedDraft {
  list: StudioList;
  key: string;
  revision: number;
}

/** What a publish will publish, worked out before anything is built. */
export interface PublishPlan {
  /** The published catalogue version it starts from: the API must still serve it when the publish switches. */
  baseVersion: number;
  /** The catalogue document to build and then to publish. */
  document: CatalogDocument;
  changes: PublishedChange[];
  /** The drafts it applies (none for a rollback). */
  drafts: AppliedDraft[];
  /**
   * The records whose drafts change their identifier, to keep their old addresses; undefined for a
   * rollback, whose document alone says which records it renames (redirect-rows.ts).
   */
  renamed?: IdentifierChange[];
  /** The old addresses the catalogue will have once published, for the build to publish pages at. */
  redirects: IdentifierRedirect[];
}

const picked = (selection: readonly PickedRecord[] | undefined, draft: Draft): boolean =>
  selection === undefined || selection.some((record) => record.list === draft.list && record.key === draft.key);

/** The drafts that give a published record of a list with pages a new identifier. */
function renamedByDrafts(drafts: readonly Draft[]): IdentifierChange[] {
  return drafts.flatMap(({ list, key, fields, isNew }) => {
    const redirected = RedirectedListSchema.safeParse(list);
    const to = fields?.['identifier'];
    if (!redirected.success || isNew || typeof to !== 'string' || to === key) return [];
    return [{ list: redirected.data, from: key, to }];
  });
}

/** The records of each list by key. */
function byKey(doc: CatalogDocument, list: StudioList): Map<string, Item> {
  return new Map((doc[list] as readonly Item[]).map((item) => [recordKey(list, item), item]));
}

/**
 * What changed from one document to the next, record by record: added, changed (any field) and
 * removed, each with its title and its public page (src/lib/studio/record-pages.ts).
 */
export function documentChanges(before: CatalogDocument, after: CatalogDocument): PublishedChange[] {
  const names = new RecordNames(new DraftCatalogue({ version: 0, doc: after }, []));
  const formerNames = new RecordNames(new DraftCatalogue({ version: 0, doc: before }, []));
  const changes: PublishedChange[] = [];
  for (const list of STUDIO_LISTS) {
    const was = byKey(before, list);
    const is = byKey(after, list);
    for (const [key, item] of is) {
      const old = was.get(key);
      if (old !== undefined && isDeepStrictEqual(old, item)) continue;
      const path = publicPathOf(list, item) ?? null;
      changes.push({ list, key, title: titleOf(list, item, names).title, action: old ? 'changed' : 'added', path });
    }
    for (const [key, item] of was) {
      if (!is.has(key)) {
        changes.push({ list, key, title: titleOf(list, item, formerNames).title, action: 'removed', path: null });
      }
    }
  }
  return changes;
}

/** The first problems of a document that cannot be published, in one line. */
function problemLine(problems: readonly CatalogProblem[]): string {
  const first = problems.slice(0, 2).map(describeProblem).join('; ');
  return problems.length > 2 ? `${first}; and ${problems.length - 2} more` : first;
}

/** The document checked as the import checks it; a document the import would refuse fails the publish, naming why. */
function checked(doc: CatalogDocument): CatalogDocument {
  try {
    const parsed = parseDocument(doc);
    const problems = checkReferences(parsed);
    if (problems.length > 0) throw new PublishFailure(`The drafts cannot be published: ${problemLine(problems)}.`);
    return parsed;
  } catch (error) {
    if (error instanceof CatalogImportError)
      throw new PublishFailure(`The drafts cannot be published: ${problemLine(error.problems)}.`);
    throw error;
  }
}

/** What a publish of drafts (all, or the ones picked) would publish. */
async function draftsPlan(db: Database, row: PublishRow): Promise<PublishPlan> {
  const published = await publishedCatalogue(db);
  const selection = selectionOf(row);
  const drafts = (await readDrafts(db)).filter((draft) => picked(selection, draft));
  if (drafts.length === 0) {
    throw new PublishFailure(
      selection === undefined
        ? 'Nothing to publish: there are no unpublished changes.'
        : 'Nothing to publish: the picked records have no unpublished changes (published or discarded meanwhile).',
    );
  }
  const document = checked(new DraftCatalogue(published, drafts).document());
  const renamed = renamedByDrafts(drafts);
  return {
    baseVersion: published.version,
    document,
    changes: documentChanges(published.doc, document),
    drafts: drafts.map(({ list, key, revision }) => ({ list, key, revision })),
    renamed,
    redirects: await plannedRedirects(db, document, renamed),
  };
}

/** What a rollback would publish: the snapshot of the entry it returns to. */
async function rollbackPlan(db: Database, row: PublishRow): Promise<PublishPlan> {
  const published = await publishedCatalogue(db);
  const target = row.rollback_of === null ? undefined : await readSnapshotDocument(db, row.rollback_of);
  if (target === undefined)
    throw new PublishFailure(
      `Publish ${row.rollback_of ?? '?'} can no longer be rolled back to: only the last ten are kept.`,
    );
  const document = checked(target);
  return {
    baseVersion: published.version,
    document,
    changes: documentChanges(published.doc, document),
    drafts: [],
    redirects: await plannedRedirects(db, document),
  };
}

/** What an entry of the history will publish, checked as the import checks a document. */
export function planPublish(db: Database, row: PublishRow): Promise<PublishPlan> {
  return row.kind === 'rollback' ? rollbackPlan(db, row) : draftsPlan(db, row);
}
