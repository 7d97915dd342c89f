import type { RecordState, StudioList } from '#lib/studio/contract.ts';
import { STUDIO_LISTS } from '#lib/studio/contract.ts';
import type { CatalogDocument } from '../../catalog/import-schema.ts';
import type { Database } from '../../db/database.ts';
import { readDrafts, type Draft } from './draft-rows.ts';
import { publishedCatalogue, type PublishedCatalogue } from './published-catalogue.ts';
import { type Item, recordKey } from './record-keys.ts';

/** One record as the studio sees it: the published record with its draft laid over it. */
export interface RecordView {
  list: StudioList;
  key: string;
  state: RecordState;
  /** The record as it will be published (for a deleted one, as it is published). */
  fields: Item;
  published: Item | null;
  draft: Draft | undefined;
}

/** The published records of each list by key, made once per published catalogue. */
const keyed = new WeakMap<PublishedCatalogue, ReadonlyMap<StudioList, ReadonlyMap<string, Item>>>();

function publishedByKey(published: PublishedCatalogue): ReadonlyMap<StudioList, ReadonlyMap<string, Item>> {
  let maps = keyed.get(published);
  if (maps === undefined) {
    maps = new Map(
      STUDIO_LISTS.map((list) => [list, new Map(published.doc[list].map((item) => [recordKey(list, item), item]))]),
    );
    keyed.set(published, maps);
  }
  return maps;
}

function stateOf(draft: Draft | undefined): RecordState {
  if (draft === undefined) return 'published';
  if (draft.isNew) return 'new';
  return draft.fields === null ? 'deleted' : 'changed';
}

/** A change not yet saved, laid over the drafts to see what it would do. */
export interface PendingChange {
  list: StudioList;
  key: string;
  /** The record after the change; null when it is removed (deleted, or a new record discarded). */
  fields: Item | null;
}

/**
 * The catalogue as the studio edits it: the published catalogue of one version with every draft
 * laid over it. Lists keep the published order, new records after.
 */
export class DraftCatalogue {
  readonly published: PublishedCatalogue;
  readonly #drafts: ReadonlyMap<StudioList, ReadonlyMap<string, Draft>>;
  readonly #inOrder: readonly Draft[];
  #text: string | undefined;

  constructor(published: PublishedCatalogue, drafts: readonly Draft[]) {
    this.published = published;
    this.#inOrder = drafts;
    const byList = new Map<StudioList, Map<string, Draft>>();
    for (const draft of drafts) {
      const list = byList.get(draft.list) ?? new Map<string, Draft>();
      list.set(draft.key, draft);
      byList.set(draft.list, list);
    }
    this.#drafts = byList;
  }

  /**
   * This catalogue with `changes` saved as drafts too, not yet written: what a save that carries other
   * records along is checked over. A change to a record with a draft takes its draft's place.
   */
  withChanges(changes: readonly PendingChange[]): DraftCatalogue {
    const pending = new Map(changes.map((change) => [`${change.list}\n${change.key}`, change]));
    const draftOf = (change: PendingChange, draft: Draft | undefined): Draft => ({
      list: change.list,
      key: change.key,
      fields: change.fields,
      revision: draft?.revision ?? 0,
      isNew: draft?.isNew ?? !publishedByKey(this.published).get(change.list)?.has(change.key),
      updatedBy: draft?.updatedBy ?? '',
      updatedAt: draft?.updatedAt ?? '',
    });
    const drafts = this.#inOrder.map((draft) => {
      const change = pending.get(`${draft.list}\n${draft.key}`);
      if (change === undefined) return draft;
      pending.delete(`${draft.list}\n${draft.key}`);
      return draftOf(change, draft);
    });
    return new DraftCatalogue(this.published, [...drafts, ...[...pending.values()].map((c) => draftOf(c, undefined))]);
  }

  /** Every draft, oldest first. */
  get drafts(): readonly Draft[] {
    return this.#inOrder;
  }

  /**
   * What the drafts lay over the published catalogue, as text: two catalogues of one published
   * version with equal texts list the same records in the same states, so what is made from one
   * may serve the other. Who saved a draft and when are left out: no list shows them.
   */
  get draftsText(): string {
    this.#text ??= JSON.stringify(this.#inOrder.map((draft) => [draft.list, draft.key, draft.isNew, draft.fields]));
    return this.#text;
  }

  /** Every record of a list, deleted ones included. */
  records(list: StudioList): RecordView[] {
    const drafts = this.#drafts.get(list) ?? new Map<string, Draft>();
    const views: RecordView[] = [];
    for (const [key, item] of publishedByKey(this.published).get(list) ?? []) {
      const draft = drafts.get(key);
      views.push({ list, key, state: stateOf(draft), fields: draft?.fields ?? item, published: item, draft });
    }
    for (const draft of drafts.values()) {
      if (draft.isNew && draft.fields !== null) {
        views.push({ list, key: draft.key, state: 'new', fields: draft.fields, published: null, draft });
      }
    }
    return views;
  }

  /** One record, or undefined when the list has no record of that key. */
  record(list: StudioList, key: string): RecordView | undefined {
    const draft = this.#drafts.get(list)?.get(key);
    const published = publishedByKey(this.published).get(list)?.get(key) ?? null;
    if (published === null && (draft === undefined || draft.fields === null)) return undefined;
    return { list, key, state: stateOf(draft), fields: draft?.fields ?? published ?? {}, published, draft };
  }

  /** A record as the catalogue's document holds it: its draft's fields, else the published record; null when there is none. */
  current(list: StudioList, key: string): Item | null {
    const draft = this.#drafts.get(list)?.get(key);
    return draft === undefined ? (publishedByKey(this.published).get(list)?.get(key) ?? null) : draft.fields;
  }

  /** The fields of every draft that has them (all but deletions). */
  draftItems(): Item[] {
    return [...this.#drafts.values()].flatMap((drafts) =>
      [...drafts.values()].flatMap((draft) => (draft.fields === null ? [] : [draft.fields])),
    );
  }

  /** Whether a key is taken in a list, by a published record or a draft. */
  hasKey(list: StudioList, key: string): boolean {
    return publishedByKey(this.published).get(list)?.has(key) === true || this.#drafts.get(list)?.has(key) === true;
  }

  /**
   * The catalogue document a publish of every draft would import, with `change` laid over the
   * drafts when given: what the import's reference check reads. With `keep`, only the records it
   * keeps, in their order: a list is not copied whole to be cut down after.
   */
  document(change?: PendingChange, keep?: (list: StudioList, item: Item) => boolean): CatalogDocument {
    const doc: Record<string, unknown> = { ...this.published.doc };
    for (const list of STUDIO_LISTS) {
      const drafts = this.#drafts.get(list);
      const kept = (item: Item | null): item is Item => item !== null && (keep === undefined || keep(list, item));
      if (drafts === undefined && change?.list !== list) {
        if (keep !== undefined) doc[list] = (this.published.doc[list] as readonly Item[]).filter(kept);
        continue;
      }
      const fieldsOf = (key: string, fallback: Item | null): Item | null => {
        if (change?.list === list && change.key === key) return change.fields;
        const draft = drafts?.get(key);
        return draft === undefined ? fallback : draft.fields;
      };
      const items: Item[] = [];
      const published = publishedByKey(this.published).get(list) ?? new Map<string, Item>();
      for (const [key, item] of published) {
        const fields = fieldsOf(key, item);
        if (kept(fields)) items.push(fields);
      }
      const added = [...(drafts?.keys() ?? []), ...(change?.list === list ? [change.key] : [])];
      for (const key of new Set(added)) {
        if (published.has(key)) continue;
        const fields = fieldsOf(key, null);
        if (kept(fields)) items.push(fields);
      }
      doc[list] = items;
    }
    return doc as unknown as CatalogDocument;
  }
}

/** The published catalogue with every draft laid over it, as a request sees it now. */
export async function currentDraftCatalogue(db: Database): Promise<DraftCatalogue> {
  const [published, drafts] = await Promise.all([publishedCatalogue(db), readDrafts(db)]);
  return new DraftCatalogue(published, drafts);
}
