import type { StudioList } from '#lib/studio/contract.ts';
import type { DraftCatalogue, RecordView } from './draft-catalogue.ts';
import type { PublishedCatalogue } from './published-catalogue.ts';
import { RecordNames, titleOf, type Titled } from './record-titles.ts';

/** A list row with what it is found and sorted by. */
export interface ListedRecord {
  view: RecordView;
  titled: Titled;
}

interface Held {
  /** The drafts the rows were made with (DraftCatalogue.draftsText). */
  drafts: string;
  rows: Map<StudioList, readonly ListedRecord[]>;
}

/** The rows last made for each published catalogue, while its drafts stay as they were. */
const held = new WeakMap<PublishedCatalogue, Held>();

/**
 * Every row of a list with its title, made once per published version and state of the drafts:
 * on a large catalogue, making the rows and sorting them (record-search.ts) is most of a page's
 * cost (docs/performance.md, "Studio API"), and lists are read far more often than drafts change.
 * The same array is answered while nothing changes, so what is worked out from it can be kept
 * beside it.
 */
export function listedRecords(catalogue: DraftCatalogue, list: StudioList): readonly ListedRecord[] {
  let state = held.get(catalogue.published);
  if (state?.drafts !== catalogue.draftsText) {
    state = { drafts: catalogue.draftsText, rows: new Map() };
    held.set(catalogue.published, state);
  }
  let rows = state.rows.get(list);
  if (rows === undefined) {
    const names = new RecordNames(catalogue);
    rows = catalogue.records(list).map((view) => ({ view, titled: titleOf(list, view.fields, names) }));
    state.rows.set(list, rows);
  }
  return rows;
}
