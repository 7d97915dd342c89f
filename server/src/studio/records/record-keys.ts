import type { StudioList } from '#lib/studio/contract.ts';

/** A document item as the studio holds it: its fields by name. */
export type Item = Readonly<Record<string, unknown>>;

/** True for a record or a nested item of one: an object, not a list. */
export const isItem = (value: unknown): value is Item =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A record's key in the studio, as the catalogue's own ids know it (catalog-ids.ts): a
 * performance by its uuid, a category by kind and identifier, every other record by identifier.
 */
export function recordKey(list: StudioList, item: Item): string {
  if (list === 'performances') return textOf(item['uuid']);
  if (list === 'categories') return `${textOf(item['kind'])}:${textOf(item['identifier'])}`;
  return textOf(item['identifier']);
}

/** A field's text, or '' when it holds none. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
