import type { Row } from '../insert-rows.ts';
import type { Entity } from './entity.ts';
import type { CatalogKeys } from './field.ts';

/** What turning rows back into document items needs: identifiers by id, and each row's children. */
export interface DocumentContext {
  readonly keys: CatalogKeys;
  /** The rows of `child` whose parent column holds `parentId`, in the child's read order. */
  childRows(child: Entity, parentId: number): readonly Row[];
}

/** One row (and its children) back as the document item it was imported from. */
export function documentItem(e: Entity, row: Row, ctx: DocumentContext): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(e.fields)) {
    if (field.kind === 'column') item[name] = field.load(row[field.column ?? name] as never, ctx.keys);
    else if (field.kind === 'columns') item[name] = field.load(row);
    else {
      const rows = ctx.childRows(field.entity, row['id'] as number);
      item[name] =
        field.kind === 'children'
          ? rows.map((child) => documentItem(field.entity, child, ctx))
          : rows.map((child) => documentItem(field.entity, child, ctx)[field.field]);
    }
  }
  return item;
}
