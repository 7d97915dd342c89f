import { sanitizeHtml } from '#lib/html/sanitize-html.ts';
import type { FieldDescription, StudioList } from '#lib/studio/contract.ts';
import { describeList } from './field-descriptions.ts';
import { isItem, type Item } from './record-keys.ts';

/** A value with each of its HTML fields (by the descriptions) passed through the site's sanitiser. */
function cleaned(value: unknown, field: FieldDescription): unknown {
  if (field.kind === 'html') return typeof value === 'string' ? sanitizeHtml(value) : value;
  const parts = field.item;
  if (parts === undefined) return value;
  if (Array.isArray(value)) {
    const single = parts.length === 1 && parts[0]?.name === 'value' ? parts[0] : undefined;
    return value.map((entry) => (single ? cleaned(entry, single) : cleanedItem(entry, parts)));
  }
  return cleanedItem(value, parts);
}

function cleanedItem(value: unknown, fields: readonly FieldDescription[]): unknown {
  if (!isItem(value)) return value;
  const item: Record<string, unknown> = { ...value };
  for (const field of fields) if (field.name in item) item[field.name] = cleaned(item[field.name], field);
  return item;
}

/**
 * A record whose HTML (biographies, program notes, descriptions, credits) keeps only the markup
 * the site's sanitiser allows: what the studio saves passes the same allow-list as what the
 * pages show, whatever sent it (the studio's editor, a paste, or a script calling the API).
 */
export function withCleanHtml(list: StudioList, item: Item): Item {
  return cleanedItem(item, describeList(list).fields) as Item;
}
