import type { CarriedReferences, StudioList } from '#lib/studio/contract.ts';
import { CARRIED_TITLES_NAMED } from '#lib/studio/identifier-change.ts';
import { rewriteReferences, type ReferencePath } from '#lib/studio/reference-rewrite.ts';
import type { DraftCatalogue, PendingChange, RecordView } from './draft-catalogue.ts';
import { textOf, type Item } from './record-keys.ts';
import { RecordNames, titleOf } from './record-titles.ts';
import { REFERENCE_FIELDS } from './reference-fields.ts';
import type { DraftChange } from './save-draft-change.ts';

/** How other records name a record: its identifier (a performance: its uuid), and a category's kind. */
function nameOf(list: StudioList, item: Item): { name: string; kind: string } {
  return {
    name: textOf(item[list === 'performances' ? 'uuid' : 'identifier']),
    kind: list === 'categories' ? textOf(item['kind']) : '',
  };
}

/** The paths of each list's fields that name a record of `target` (of a category's `kind`). */
function pathsTo(target: StudioList, kind: string): Map<StudioList, ReferencePath[]> {
  const paths = new Map<StudioList, ReferencePath[]>();
  for (const field of REFERENCE_FIELDS) {
    if (field.target !== target || field.kind !== kind) continue;
    paths.set(field.list, [...(paths.get(field.list) ?? []), field.path]);
  }
  return paths;
}

/**
 * The records a save of `item` over `view` carries along: when it changes the name others know the
 * record by, every other record of the catalogue with its drafts whose reference fields name the old one,
 * with those values naming the new one. A record whose draft deletes it is left as it is: it leaves the
 * catalogue. A category that changes its kind as well is carried nowhere: no reference of its old kind
 * may name it, and the reference check says so.
 */
export function carriedChanges(catalogue: DraftCatalogue, view: RecordView, item: Item): DraftChange[] {
  const before = nameOf(view.list, view.fields);
  const after = nameOf(view.list, item);
  if (before.name === '' || after.name === '' || before.name === after.name || before.kind !== after.kind) return [];
  const changes: DraftChange[] = [];
  for (const [list, paths] of pathsTo(view.list, before.kind)) {
    for (const other of catalogue.records(list)) {
      if (other.state === 'deleted' || (list === view.list && other.key === view.key)) continue;
      const carried = rewriteReferences(other.fields, paths, before.name, after.name);
      if (carried !== other.fields) changes.push({ view: other, item: carried });
    }
  }
  return changes;
}

/** Carried changes as the reference check lays them over the drafts. */
export function pendingOf(changes: readonly DraftChange[]): PendingChange[] {
  return changes.map(({ view, item }) => ({ list: view.list, key: view.key, fields: item }));
}

/** What a save's answer says it carried: the first few records by title (as they now stand), and how many. */
export function carriedAnswer(catalogue: DraftCatalogue, changes: readonly DraftChange[]): CarriedReferences {
  const names = new RecordNames(catalogue);
  const titles = changes
    .slice(0, CARRIED_TITLES_NAMED)
    .map(({ view, item }) => titleOf(view.list, item, names).title || view.key);
  return { count: changes.length, titles };
}
