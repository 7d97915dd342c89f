import { stripEmphasis } from '../text/emphasis.ts';
import type { CarriedReferences, RecordFields, StudioRecord } from './records.ts';

/**
 * What the studio says about a record's identifier: while it is typed, that a change carries the
 * references along; after a save, which records it carried.
 */

/** How many of the records a rename carried its answer names by title; the rest it counts. */
export const CARRIED_TITLES_NAMED = 3;

/** Words joined as a sentence lists them: 'A', 'A and B', 'A, B and C'. */
function listed(words: readonly string[]): string {
  const last = words.at(-1) ?? '';
  return words.length < 2 ? last : `${words.slice(0, -1).join(', ')} and ${last}`;
}

/** 'Also changed 12 records that refer to it: A, B, C and 9 more.' */
export function carriedWords({ count, titles }: CarriedReferences): string {
  const named = titles.slice(0, CARRIED_TITLES_NAMED).map(stripEmphasis);
  const rest = count - named.length;
  const records = count === 1 ? '1 record that refers' : `${count} records that refer`;
  return `Also changed ${records} to it: ${listed(rest > 0 ? [...named, `${rest} more`] : named)}.`;
}

/** What a save of a record says: saved as a draft, and the records it carried to a new identifier. */
export function savedWords(saved: Pick<StudioRecord, 'carried'> | null): string {
  const words = 'Saved as a draft. The site changes when it is published.';
  return saved?.carried === undefined ? words : `${words} ${carriedWords(saved.carried)}`;
}

const identifierOf = (fields: RecordFields | null | undefined): unknown => fields?.['identifier'];

/**
 * The note under a record's identifier: for a new record, that it may be left to be made; for a saved
 * one whose identifier is being changed, that the references follow it, and, when its page is
 * published, that the old address keeps leading to it.
 */
export function identifierNote(record: StudioRecord | null, fields: RecordFields): string | undefined {
  if (record === null) return 'Leave it empty and it is made from the title or name.';
  const typed = identifierOf(fields);
  const published = identifierOf(record.published);
  const moved = typeof published === 'string' && typed !== published;
  if (!moved && typed === identifierOf(record.fields)) return undefined;
  const carried = 'Saving changes the records that refer to this one to the new identifier.';
  return moved ? `${carried} Once published, the page's old address keeps leading to it.` : carried;
}
