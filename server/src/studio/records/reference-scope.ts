import type { CatalogDocument } from '../../catalog/import-schema.ts';
import { STUDIO_LISTS, type StudioList } from '#lib/studio/contract.ts';
import type { DraftCatalogue, PendingChange } from './draft-catalogue.ts';
import type { PublishedCatalogue } from './published-catalogue.ts';
import type { Item } from './record-keys.ts';

/**
 * What of the catalogue a change can matter to, for the import's reference check: on a large
 * catalogue, checking all of it before and after the change was most of a save's time
 * (docs/performance.md, "Studio API").
 *
 * Every rule of the check (check-references.ts) is about one record alone (a program's dates), about
 * a value a record names and the keys of a list (the `identifier` and `uuid` fields, at any depth), or
 * about keys met twice; and a problem is described by the record's kind and key and the value it
 * names. So a problem the change adds (one after it and not before) is about the changed record, a
 * record that names one of its keys, or a key it shares; and whether a record's value names a key
 * depends only on the records holding that key. Checking, before and after, only the records that
 * share a key with the changed record either way (one's key among the other's values) gives the same
 * added problems in the same order: the records left out give the same answers before and after, and
 * the values they would have resolved are in problems of records that the change does not touch,
 * found in both checks alike. Feature categories are kept whole: their rule follows parent chains of
 * any length. tests/unit/server/studio/added-problems.test.ts holds the two checks to the same answers.
 */

/** An item's strings at any depth: every one, and those of its `identifier` and `uuid` fields (its keys). */
interface ItemStrings {
  all: Set<string>;
  keys: Set<string>;
}

function stringsOf(item: unknown): ItemStrings {
  const strings: ItemStrings = { all: new Set(), keys: new Set() };
  const walk = (value: unknown, field: string): void => {
    if (typeof value === 'string') {
      strings.all.add(value);
      if (field === 'identifier' || field === 'uuid') strings.keys.add(value);
    } else if (Array.isArray(value)) {
      for (const inner of value) walk(inner, '');
    } else if (value !== null && typeof value === 'object') {
      for (const [name, inner] of Object.entries(value)) walk(inner, name);
    }
  };
  walk(item, '');
  return strings;
}

/** Items by a string: one item alone, or several (most strings are held by one). */
type ItemsBy = Map<string, Item | Item[]>;

function add(index: ItemsBy, text: string, item: Item): void {
  const held = index.get(text);
  if (held === undefined) index.set(text, item);
  else if (Array.isArray(held)) held.push(item);
  else index.set(text, [held, item]);
}

function addAll(into: Set<Item>, held: Item | Item[] | undefined): void {
  if (Array.isArray(held)) for (const item of held) into.add(item);
  else if (held !== undefined) into.add(held);
}

/** The published records by every string they hold, and by their keys. */
interface PublishedIndex {
  holding: ItemsBy;
  keyed: ItemsBy;
}

const indexes = new WeakMap<PublishedCatalogue, PublishedIndex>();

/** Made once per published catalogue, on its first save. */
function indexOf(published: PublishedCatalogue): PublishedIndex {
  let index = indexes.get(published);
  if (index === undefined) {
    index = { holding: new Map(), keyed: new Map() };
    for (const list of STUDIO_LISTS) {
      for (const item of published.doc[list] as readonly Item[]) {
        const { all, keys } = stringsOf(item);
        for (const text of all) add(index.holding, text, item);
        for (const key of keys) add(index.keyed, key, item);
      }
    }
    indexes.set(published, index);
  }
  return index;
}

/** Whether two sets share a member. */
function meet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const text of a) if (b.has(text)) return true;
  return false;
}

/**
 * The records that share a key with the changed record before or after the change: one of its keys
 * among their values, or one of their keys among its values. Published records come from the index;
 * drafts, few, are looked at one by one.
 */
function touched(catalogue: DraftCatalogue, changed: readonly (Item | null)[]): Set<Item> {
  const all = new Set<string>();
  const keys = new Set<string>();
  for (const item of changed) {
    const strings = stringsOf(item);
    for (const text of strings.all) all.add(text);
    for (const key of strings.keys) keys.add(key);
  }
  const index = indexOf(catalogue.published);
  const found = new Set<Item>();
  for (const key of keys) addAll(found, index.holding.get(key));
  for (const text of all) addAll(found, index.keyed.get(text));
  for (const draft of catalogue.draftItems()) {
    const strings = stringsOf(draft);
    if (meet(strings.all, keys) || meet(strings.keys, all)) found.add(draft);
  }
  return found;
}

/** The catalogue with every draft, before and after `change`, as far as the change can matter to the reference check. */
export function scopedDocuments(
  catalogue: DraftCatalogue,
  change: PendingChange,
): { before: CatalogDocument; after: CatalogDocument } {
  const current = catalogue.current(change.list, change.key);
  const touching = touched(catalogue, [current, change.fields]);
  const keep = (list: StudioList, item: Item) =>
    list === 'feature_categories' || item === current || item === change.fields || touching.has(item);
  return { before: catalogue.document(undefined, keep), after: catalogue.document(change, keep) };
}
