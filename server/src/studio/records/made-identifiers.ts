import { IDENTIFIER_MAX_LENGTH } from '#lib/api/common.ts';
import { foldDiacritics } from '#search/lib/normalize.ts';
import type { StudioList } from '#lib/studio/contract.ts';
import type { DraftCatalogue } from './draft-catalogue.ts';
import { recordKey, textOf, type Item } from './record-keys.ts';
import { personName } from './record-titles.ts';

/**
 * An identifier made from a title or a name by the spec's rule (whitespace becomes hyphens),
 * within the catalogue's identifier rule: lower-case ASCII letters and digits with single
 * hyphens, diacritics folded ('Dvořák' → 'dvorak'), every other character a word break.
 * 'Symphony No. 5 in C minor, Op. 67' → 'symphony-no-5-in-c-minor-op-67'.
 */
export function slugOf(text: string): string {
  const slug = foldDiacritics(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  // Room for a '-2'… suffix within the identifier's length.
  return slug.slice(0, IDENTIFIER_MAX_LENGTH - 8).replace(/-+$/, '');
}

/** What a new record's identifier is made from: a person's name, a block's type, else its title. */
function nameOf(list: StudioList, item: Item): string {
  if (list === 'people') return personName(item);
  if (list === 'home_content') return textOf(item['content_type']) || 'block';
  return textOf(item['title']);
}

/**
 * A new record with its identifier made when it was left empty: the slug of its title or name,
 * with '-2', '-3'… when a record of the list (published or draft) has it. Other fields are left as
 * they are: when there is nothing to make one from, validation says which field is missing.
 */
export function withMadeIdentifier(list: StudioList, item: Item, catalogue: DraftCatalogue): Item {
  if (list === 'performances' || (typeof item['identifier'] === 'string' && item['identifier'] !== '')) return item;
  const base = slugOf(nameOf(list, item));
  if (base === '') return item;
  for (let n = 1; ; n += 1) {
    const identifier = n === 1 ? base : `${base}-${n}`;
    if (!catalogue.hasKey(list, recordKey(list, { ...item, identifier }))) return { ...item, identifier };
  }
}
