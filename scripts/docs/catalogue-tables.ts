import type { z } from 'zod';
import { CATALOG_ENTITIES } from '../../server/src/catalog/entities/catalog-entities.ts';
import type { AnyField, Entity } from '../../server/src/catalog/entities/entity.ts';
import type { Described } from '../../server/src/catalog/entities/field-about.ts';
import { typeNames } from '../../server/src/catalog/entities/type-names.ts';

/**
 * The field tables of docs/catalogue-format.md, made from the entity descriptions (their schemas
 * and `about`), so the documentation lists exactly the fields the import takes, with their types,
 * whether they are required, an example and what they mean.
 */

/** The heading of each list's section, and of each list field's (a child entity's) section. */
const HEADINGS: Readonly<Record<string, string>> = {
  categories: 'Categories (`categories`)',
  people: 'People (`people`)',
  compositions: 'Compositions (`compositions`)',
  programs: 'Concerts (`programs`)',
  performances: 'Performances (`performances`)',
  feature_categories: 'Feature categories (`feature_categories`)',
  media_features: 'Media features (`media_features`)',
  curated_collections: 'Collections (`curated_collections`)',
  home_content: 'Home page blocks (`home_content`)',
  live_streams: 'Live streams (`live_streams`)',
  related_media_features: 'Related media features (in a concert)',
  featured_artists: 'Featured artists (in a performance)',
  recordings: 'Recordings (in a performance)',
  items: 'Collection items (in a collection)',
  media_underwriters: 'Underwriters (in a live stream)',
};

interface Def {
  type: string;
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  out?: z.core.$ZodType;
  element?: z.core.$ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
  format?: string;
}

/** A schema's type in the documentation's words: 'identifier', 'date-time', 'media folder or null'. */
export function typeOf(schema: z.core.$ZodType): string {
  const named = typeNames.get(schema as never)?.typeName;
  if (named !== undefined) return named;
  const def = schema._zod.def as unknown as Def;
  const inner = (s: z.core.$ZodType | undefined) => (s === undefined ? 'value' : typeOf(s));
  switch (def.type) {
    case 'default':
    case 'optional':
      return inner(def.innerType);
    case 'nullable': {
      const type = inner(def.innerType);
      return type.endsWith(' or null') ? type : `${type} or null`;
    }
    case 'pipe':
      return def.out?._zod.def.type === 'transform' ? inner(def.in) : inner(def.out);
    case 'string':
      return def.format === 'datetime' ? 'date-time' : def.format === 'uuid' ? 'uuid' : 'text';
    case 'number':
      return (schema as unknown as { isInt?: boolean }).isInt ? 'whole number' : 'number';
    case 'boolean':
      return 'true or false';
    case 'enum':
      return Object.values(def.entries ?? {})
        .map((v) => `"${v}"`)
        .join(' or ');
    case 'array':
      return `list of ${inner(def.element)}`;
    default:
      return def.type;
  }
}

/** Whether a field must be written, and what the import does when it is not. */
export function requiredOf(field: AnyField & Described): string {
  const parsed = (field.schema as z.ZodType).safeParse(undefined);
  if (!parsed.success) return field.about.whenMissing === undefined ? 'yes' : `no: ${field.about.whenMissing}`;
  const fallback = parsed.data;
  const plain = fallback === null || fallback === '' || (Array.isArray(fallback) && fallback.length === 0);
  return plain ? 'no' : `no (default \`${JSON.stringify(fallback)}\`)`;
}

function anchor(heading: string): string {
  return `#${heading
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .replaceAll(' ', '-')}`;
}

function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

function row(name: string, field: AnyField & Described): string {
  const childHeading = field.kind === 'children' ? HEADINGS[name] : undefined;
  const schema: z.core.$ZodType = field.schema;
  const type =
    childHeading === undefined
      ? typeOf(schema)
      : `list of [${childHeading.replace(/ \(.*/, '')}](${anchor(childHeading)})`;
  const example = childHeading === undefined ? `\`${JSON.stringify(field.about.example)}\`` : 'below';
  return `| \`${name}\` | ${cell(type)} | ${cell(requiredOf(field))} | ${cell(example)} | ${cell(field.about.meaning)} |`;
}

function table(e: Entity): string {
  const rows = Object.entries(e.fields).map(([name, field]) => row(name, field));
  return ['| Field | Type | Required | Example | Meaning |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
}

/** The sections of an entity and of its list fields, in document order. */
function sections(heading: string, e: Entity): string[] {
  const own = `### ${heading}\n\n${table(e)}\n`;
  const nested = Object.entries(e.fields).flatMap(([name, field]) =>
    field.kind === 'children' ? sections(HEADINGS[name] ?? name, field.entity) : [],
  );
  return [own, ...nested];
}

/** Every field table of the format, as markdown (before prettier aligns it). */
export function catalogueTables(): string {
  return Object.entries(CATALOG_ENTITIES)
    .flatMap(([list, e]) => sections(HEADINGS[list] ?? list, e))
    .join('\n');
}
