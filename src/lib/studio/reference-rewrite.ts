/**
 * Carrying references along when a record's identifier changes: the values at a record's reference
 * fields that name the old identifier are made to name the new one, and nothing else of it changes.
 */

/**
 * Where a record names another: its field names from the record down. A list on the way is walked
 * item by item (`['featured_artists', 'artist']` names each soloist; `['genres']` each genre).
 */
export type ReferencePath = readonly string[];

type Fields = Readonly<Record<string, unknown>>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value with what `path` leads to rewritten; the same value when nothing there names `from`. */
function rewriteAt(value: unknown, path: ReferencePath, from: string, to: string): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => rewriteAt(item, path, from, to));
    return items.every((item, at) => item === value[at]) ? value : items;
  }
  const [field, ...rest] = path;
  if (field === undefined) return value === from ? to : value;
  if (!isFields(value) || !Object.hasOwn(value, field)) return value;
  const inner = rewriteAt(value[field], rest, from, to);
  return inner === value[field] ? value : { ...value, [field]: inner };
}

/**
 * The record with every value at `paths` that names `from` naming `to` instead. The record itself
 * (the same object) when none does, so a caller tells the records to carry from the rest by identity.
 */
export function rewriteReferences<T extends Fields>(
  record: T,
  paths: readonly ReferencePath[],
  from: string,
  to: string,
): T {
  let rewritten: unknown = record;
  for (const path of paths) rewritten = rewriteAt(rewritten, path, from, to);
  return rewritten as T;
}
