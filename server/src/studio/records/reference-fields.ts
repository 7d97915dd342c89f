import { STUDIO_LISTS, type StudioList } from '#lib/studio/contract.ts';
import type { ReferencePath } from '#lib/studio/reference-rewrite.ts';
import { CATALOG_ENTITIES } from '../../catalog/entities/catalog-entities.ts';
import type { Entity } from '../../catalog/entities/entity.ts';

/** The list a reference to a catalogue table picks from. */
export const LIST_OF_TABLE: Readonly<Record<string, StudioList>> = Object.fromEntries(
  STUDIO_LISTS.map((list) => [CATALOG_ENTITIES[list].table, list]),
);

/**
 * A field, at any depth of a list's records, that names a record of another list (or its own): read
 * from the entity descriptions, as the import resolves references and the studio's pickers offer them,
 * so a reference field added to a description is carried along by a rename with no line here.
 */
export interface ReferenceField {
  list: StudioList;
  path: ReferencePath;
  /** The list it names a record of, by identifier (a performance by uuid). */
  target: StudioList;
  /** For a category: the kind it must have (`nationality`, `genre`); '' otherwise. */
  kind: string;
}

/** The reference fields of an entity and of the items of its list fields, below `path`. */
function fieldsOf(e: Entity, list: StudioList, path: ReferencePath): ReferenceField[] {
  return Object.entries(e.fields).flatMap(([name, field]): ReferenceField[] => {
    const at = [...path, name];
    if (field.kind === 'children') return fieldsOf(field.entity, list, at);
    const column = field.kind === 'values' ? field.entity.fields[field.field] : field;
    const target = column?.kind === 'column' ? column.references : undefined;
    const targetList = target === undefined ? undefined : LIST_OF_TABLE[target.table];
    return target && targetList ? [{ list, path: at, target: targetList, kind: target.kind }] : [];
  });
}

/** Every reference field of every list, in document order. */
export const REFERENCE_FIELDS: readonly ReferenceField[] = STUDIO_LISTS.flatMap((list) =>
  fieldsOf(CATALOG_ENTITIES[list], list, []),
);
