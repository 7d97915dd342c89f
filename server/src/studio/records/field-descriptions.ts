import { z } from 'zod';
import type { FieldDescription, FieldKind, ListDescription, StudioList } from '#lib/studio/contract.ts';
import { STUDIO_LIST_NAMES, STUDIO_SINGULAR_NAMES } from '#lib/studio/contract.ts';
import { CATALOG_ENTITIES } from '../../catalog/entities/catalog-entities.ts';
import type { AnyField, Entity } from '../../catalog/entities/entity.ts';
import type { Described } from '../../catalog/entities/field-about.ts';
import { Html } from '../../catalog/entities/slug.ts';
import { LIST_OF_TABLE } from './reference-fields.ts';

/**
 * How the studio edits each list's fields, derived from the entity descriptions the import and
 * docs/catalogue-format.md read: the field's meaning and example, whether it may be left empty,
 * and what kind of input it takes (read from its schema as JSON Schema, so the form and the
 * import never disagree on what a field accepts).
 */

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  default?: unknown;
};

/** The schema without null: what a value, when given, must be. */
function withoutNull(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  const types = Array.isArray(schema.type) ? schema.type : undefined;
  if (types?.includes('null')) {
    const rest = types.filter((t) => t !== 'null');
    return { schema: { ...schema, type: rest.length === 1 && rest[0] !== undefined ? rest[0] : rest }, nullable: true };
  }
  const options = schema.anyOf?.filter((option) => option.type !== 'null');
  if (schema.anyOf && options?.length === 1 && options[0]) return { schema: options[0], nullable: true };
  return { schema, nullable: false };
}

/** The kind of input a value of a JSON schema takes. */
function schemaKind(schema: JsonSchema): FieldKind {
  if (schema.format === 'date-time') return 'date-time';
  if (schema.enum) return 'choice';
  if (schema.type === 'boolean') return 'boolean';
  if (schema.type === 'integer') return 'integer';
  if (schema.type === 'number') return 'number';
  if (schema.type === 'array') return 'list';
  if (schema.type === 'object') return schema.properties?.['src'] ? 'image' : 'structured';
  return 'text';
}

function kindOf(name: string, field: AnyField, schema: JsonSchema): FieldKind {
  if (field.kind === 'column' && field.references) return 'reference';
  if (name === 'identifier' || name === 'uuid') return 'identifier';
  if (field.schema === Html) return 'html';
  return schemaKind(schema);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The parts of a value that is not a record of its own (a program note's text and credit, an
 * image's size and credit, a movement's title and start), from its JSON schema: meanings are the
 * field's, examples the field example's parts.
 */
function partsOf(schema: JsonSchema, example: unknown): FieldDescription[] | undefined {
  const object = schema.type === 'array' ? schema.items : schema;
  const sample: unknown = schema.type === 'array' && Array.isArray(example) ? (example as unknown[])[0] : example;
  if (object?.type !== 'object' || !object.properties) {
    if (schema.type !== 'array' || !schema.items) return undefined;
    const item = withoutNull(schema.items).schema;
    return [{ name: 'value', kind: schemaKind(item), meaning: '', example: sample, required: true }];
  }
  return Object.entries(object.properties).map(([name, property]) => {
    const { schema: part, nullable } = withoutNull(property);
    const partExample = isObject(sample) ? sample[name] : undefined;
    const kind = name === 'text' || name.endsWith('_html') ? 'html' : schemaKind(part);
    const description: FieldDescription = {
      name,
      kind,
      meaning: '',
      example: partExample,
      required: !nullable && property.default === undefined && (object.required ?? []).includes(name),
    };
    if (kind === 'choice') description.choices = (part.enum ?? []).map(String);
    return description;
  });
}

function describeField(name: string, field: AnyField & Described): FieldDescription {
  const json = z.toJSONSchema(field.schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const { schema, nullable } = withoutNull(json);
  const kind = kindOf(name, field, schema);
  const description: FieldDescription = {
    name,
    kind,
    meaning: field.about.meaning,
    example: field.about.example,
    required: !nullable && json.default === undefined && field.about.whenMissing === undefined,
  };
  if (json.default !== undefined) description.default = json.default;
  if (kind === 'choice') description.choices = (schema.enum ?? []).map(String);
  if (field.kind === 'column' && field.references) {
    const list = LIST_OF_TABLE[field.references.table];
    if (list) description.reference = field.references.kind ? { list, kind: field.references.kind } : { list };
  }
  if (field.kind === 'children') description.item = describeFields(field.entity);
  else if (field.kind === 'values') {
    const value = field.entity.fields[field.field];
    if (value) description.item = [{ ...describeField(field.field, value), name: 'value' }];
  } else if (kind === 'list' || kind === 'structured' || kind === 'image') {
    description.item = partsOf(schema, field.about.example);
  }
  return description;
}

/** Every document field of an entity, in document order. */
export function describeFields(e: Entity): FieldDescription[] {
  return Object.entries(e.fields).map(([name, field]) => describeField(name, field));
}

const made = new Map<StudioList, ListDescription>();

/** A list's name and fields as the studio offers them (made once). */
export function describeList(list: StudioList): ListDescription {
  let description = made.get(list);
  if (description === undefined) {
    description = {
      list,
      singular: STUDIO_SINGULAR_NAMES[list],
      plural: STUDIO_LIST_NAMES[list],
      fields: describeFields(CATALOG_ENTITIES[list]),
    };
    made.set(list, description);
  }
  return description;
}
