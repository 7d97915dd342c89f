import type { z } from 'zod';
import type { CatalogProblem } from './catalog-import-error.ts';
import { CATALOG_ENTITIES } from './entities/catalog-entities.ts';
import type { AnyField, Entity } from './entities/entity.ts';
import type { Described } from './entities/field-about.ts';

/**
 * Turns the schema's complaints about a catalogue document into lines an orchestra's web person
 * can act on: which record (its identifier or uuid, and its title), which field, the value that
 * was written and an example of one that is accepted, taken from the field's description
 * (entities/field-about.ts), so the examples and the documentation never disagree.
 */

/** The singular name of each list of the document, for messages. */
export const ENTITY_NAMES: Readonly<Record<string, string>> = {
  categories: 'category',
  people: 'person',
  compositions: 'composition',
  programs: 'program',
  performances: 'performance',
  feature_categories: 'feature category',
  media_features: 'media feature',
  curated_collections: 'curated collection',
  home_content: 'home content',
  live_streams: 'live stream',
};

/** Examples of the document's own fields, for a problem outside any list. */
const DOCUMENT_EXAMPLES: Readonly<Record<string, unknown>> = { format: 'concert-library-catalog', version: 1 };

const VALUE_LENGTH = 60;
const EXAMPLE_LENGTH = 140;

type Key = PropertyKey;
type Item = Record<string, unknown>;

function isItem(value: unknown): value is Item {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value as JSON on one line, cut to `max` characters. */
export function shown(value: unknown, max = VALUE_LENGTH): string {
  // Values come from parsed JSON, so each has a JSON form.
  const json = value === undefined ? 'nothing' : JSON.stringify(value);
  return json.length <= max ? json : `${json.slice(0, max - 1)}…`;
}

/** The value at `path` in a raw document; undefined where the path leaves it. */
function valueAt(raw: unknown, path: readonly Key[]): unknown {
  let value = raw;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<Key, unknown>)[key];
  }
  return value;
}

/** A field path as the document writes it: `recordings[0].media`. */
function fieldPath(path: readonly Key[]): string {
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`)).join('');
}

/** What a field path leads to in the descriptions: the entity it stops at, or the field and what is left inside it. */
interface Located {
  entity: Entity;
  field?: AnyField & Described;
  /** The path inside the field's value (an image's `width`, a cue point's `start`). */
  inside: Key[];
}

function locate(root: Entity, path: readonly Key[]): Located {
  let entity = root;
  for (let i = 0; i < path.length; i++) {
    const field = entity.fields[String(path[i])];
    if (field === undefined) return { entity, inside: [] };
    const rest = path.slice(i + 1);
    if (field.kind === 'children' && typeof rest[0] === 'number') {
      entity = field.entity;
      i += 1;
      continue;
    }
    if (field.kind === 'values' && typeof rest[0] === 'number') {
      const value = field.entity.fields[field.field];
      return value ? { entity: field.entity, field: value, inside: rest.slice(1) } : { entity, field, inside: rest };
    }
    return { entity, field, inside: rest };
  }
  return { entity, inside: [] };
}

/** The part of an example at a path inside it (list positions taken from its first item). */
function exampleAt(example: unknown, inside: readonly Key[]): unknown {
  let value = example;
  for (const key of inside) {
    if (typeof key === 'number') value = Array.isArray(value) ? value[0] : undefined;
    else value = isItem(value) ? value[String(key)] : undefined;
  }
  return value;
}

const EXPECTED: Readonly<Record<string, string>> = {
  string: 'a text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

/** Zod's own wording, as opposed to a message a schema gives (which is kept). */
function isZodDefault(message: string): boolean {
  return /^(Invalid|Too (small|big)|Unrecognized)/.test(message);
}

/** What is wrong with a value, after the value: "is not a date-time". */
function reason(issue: z.core.$ZodIssue): string {
  if (!isZodDefault(issue.message)) {
    return issue.message.startsWith('not ') ? `is ${issue.message}` : `is refused: ${issue.message}`;
  }
  switch (issue.code) {
    case 'invalid_type':
      return `is not ${EXPECTED[issue.expected] ?? issue.expected}`;
    case 'invalid_format':
      if (issue.format === 'datetime') return 'is not a date-time with a UTC offset';
      if (issue.format === 'uuid') return 'is not a uuid';
      return `is not a valid ${issue.format}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `is not ${shown(issue.values[0])}`
        : `is not one of ${issue.values.map((v) => shown(v)).join(', ')}`;
    case 'too_small':
      if (issue.origin === 'string') return 'is empty';
      if (issue.origin === 'array') return `has fewer than ${String(issue.minimum)} items`;
      return issue.inclusive ? `is less than ${String(issue.minimum)}` : `is not more than ${String(issue.minimum)}`;
    case 'too_big':
      if (issue.origin === 'string') return `is longer than ${String(issue.maximum)} characters`;
      return `is more than ${String(issue.maximum)}`;
    default:
      return `is refused: ${issue.message}`;
  }
}

/** One problem's text: the field, the value and what is wrong with it, and an example. */
function describeIssue(issue: z.core.$ZodIssue, field: string, value: unknown, example: unknown): string {
  const where = field ? `${field}: ` : '';
  const expected = example === undefined ? '' : `; expected e.g. ${shown(example, EXAMPLE_LENGTH)}`;
  // A field left empty (null, as a form sends a blank date) is as missing as one left out.
  const missing = (value === undefined || value === null) && issue.code === 'invalid_type';
  return missing ? `${where}missing${expected}` : `${where}${shown(value)} ${reason(issue)}${expected}`;
}

/** The closest known name to a misspelt one, when it is close enough to be a likely typo. */
function closest(name: string, known: readonly string[]): string | undefined {
  const distance = (a: string, b: string) => {
    let row = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
      const next = [i];
      for (let j = 1; j <= b.length; j++) {
        next[j] = Math.min(
          (row[j] ?? 0) + 1,
          (next[j - 1] ?? 0) + 1,
          (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
        );
      }
      row = next;
    }
    return row[b.length] ?? 0;
  };
  const scored = known
    .map((k) => ({ k, d: k.includes(name) || name.includes(k) ? 1 : distance(name, k) }))
    .sort((a, b) => a.d - b.d);
  const best = scored[0];
  return best && best.d <= Math.max(2, Math.floor(name.length / 3)) ? best.k : undefined;
}

/** The field names an object at a located place may have. */
function knownKeys(located: Located): string[] {
  if (located.field === undefined) return Object.keys(located.entity.fields);
  const example = exampleAt(located.field.about.example, located.inside);
  return isItem(example) ? Object.keys(example) : [];
}

function unknownFields(issue: z.core.$ZodIssue & { code: 'unrecognized_keys' }, located: Located, at: string) {
  const known = knownKeys(located);
  return issue.keys.map((key) => {
    const guess = closest(key, known);
    const hint = guess === undefined ? '' : ` (did you mean "${guess}"?)`;
    const field = at ? `${at}.${key}` : key;
    return `${field}: unknown field${hint}; see docs/catalogue-format.md for the fields`;
  });
}

/** The identifier (or uuid) of a raw record, or its position; and its title, when it has one. */
function recordName(item: unknown, index: number): { identifier: string; title?: string } {
  if (!isItem(item)) return { identifier: `#${index + 1}` };
  const { identifier, uuid, title, composition } = item;
  const name =
    typeof identifier === 'string' && identifier
      ? identifier
      : typeof uuid === 'string' && uuid
        ? uuid
        : `#${index + 1}`;
  const label = typeof title === 'string' && title ? title : typeof composition === 'string' ? composition : undefined;
  if (label === undefined || label === name) return { identifier: name };
  return { identifier: name, title: label.length <= VALUE_LENGTH ? label : `${label.slice(0, VALUE_LENGTH - 1)}…` };
}

/** Turns one zod issue into the problems it stands for (an unknown-fields issue names each field). */
export function problemsFromIssue(raw: unknown, issue: z.core.$ZodIssue): CatalogProblem[] {
  const [list, index, ...rest] = issue.path;
  const entity = typeof list === 'string' ? CATALOG_ENTITIES[list as keyof typeof CATALOG_ENTITIES] : undefined;
  const value = valueAt(raw, issue.path);
  if (entity === undefined || typeof index !== 'number') {
    const at = fieldPath(issue.path);
    if (issue.code === 'unrecognized_keys') {
      const lists = [...Object.keys(DOCUMENT_EXAMPLES), ...Object.keys(CATALOG_ENTITIES)];
      return issue.keys.map((key) => {
        const guess = closest(key, lists);
        const hint = guess === undefined ? '' : ` (did you mean "${guess}"?)`;
        return { entity: 'document', identifier: '', message: `${key}: unknown list${hint}` };
      });
    }
    const example =
      issue.path.length === 1 ? (DOCUMENT_EXAMPLES[String(list)] ?? (entity ? [] : undefined)) : undefined;
    return [{ entity: 'document', identifier: '', message: describeIssue(issue, at, value, example) }];
  }
  const item = valueAt(raw, [String(list), index]);
  const record = { entity: ENTITY_NAMES[String(list)] ?? String(list), ...recordName(item, index) };
  const located = locate(entity, rest);
  const at = fieldPath(rest);
  if (issue.code === 'unrecognized_keys') {
    return unknownFields(issue, located, at).map((message, i) => ({
      ...record,
      message,
      field: rest.length > 0 ? String(rest[0]) : (issue.keys[i] ?? ''),
    }));
  }
  const example = located.field ? exampleAt(located.field.about.example, located.inside) : undefined;
  const field = rest.length > 0 ? { field: String(rest[0]) } : {};
  return [{ ...record, message: describeIssue(issue, at, value, example), ...field }];
}
