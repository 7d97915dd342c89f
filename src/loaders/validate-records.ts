import type { LoaderContext } from 'astro/loaders';
import { z } from 'zod';
import type * as core from 'zod/v4/core';
import { IdentifierSchema, isIdentifier } from '#lib/api/common.ts';
import { quoteIdentifier } from './quote-identifier.ts';
import { sanitizeHtmlFields, type Sanitize } from './sanitize-fields.ts';

/** A record that passed the contract, its HTML sanitised, ready for the store. */
export interface ValidRecord {
  /** The entry id: the record's identifier. */
  id: string;
  data: Record<string, unknown>;
}

/** What validating a record needs from the loader. */
export interface RecordCheck {
  context: Pick<LoaderContext, 'parseData' | 'logger'>;
  /** What the record is, for the log: 'composition', 'person'… */
  type: string;
  schema: core.$ZodType;
  sanitize: Sanitize;
}

/**
 * What validating a list needs, with nothing of Astro's: the loaders' check (RecordCheck) and the
 * studio's preview (src/preview/lib/preview-answers.ts) both come down to this.
 */
export interface ListCheck {
  /** What the record is, for the log: 'composition', 'person'… */
  type: string;
  schema: core.$ZodType;
  sanitize: Sanitize;
  /** Validates one record against `schema`, its defaults applied (Astro's `parseData` in a loader). */
  parse: (raw: unknown, id: string) => Promise<unknown>;
  /** Where a skipped record is reported. */
  warn: (message: string) => void;
}

/** A loader's check as a list check: parsed by Astro, so defaults apply as the store expects; skips logged. */
function listCheckOf({ context, type, schema, sanitize }: RecordCheck): ListCheck {
  return {
    type,
    schema,
    sanitize,
    parse: (data, id) => context.parseData({ id, data: data as Record<string, unknown> }),
    warn: (message) => context.logger.warn(message),
  };
}

/**
 * Strings Astro's data store treats as local image imports. The API cannot mean one, and
 * letting one through would have the build read a file of the build machine's choosing.
 */
const IMAGE_IMPORT_MARKER = '__ASTRO_IMAGE_';

function holdsImageMarker(value: unknown): boolean {
  if (typeof value === 'string') return value.startsWith(IMAGE_IMPORT_MARKER);
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(value).some(holdsImageMarker);
}

/**
 * A validation error as one short line: zod's issues, or those Astro lists
 * (`**path**: **path**: message`), each as `path: message`, or the message itself when it lists none.
 */
function reasonOf(error: unknown): string {
  if (error instanceof z.ZodError) {
    const issues = error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    return issues.length > 300 ? `${issues.slice(0, 299)}…` : issues;
  }
  const text = error instanceof Error ? error.message : String(error);
  const issues = [...text.matchAll(/^\s*\*\*(.+?)\*\*: (.*)$/gm)].map(([, path = '', written = '']) => {
    const message = written.replaceAll('**', '');
    return message.startsWith(`${path}: `) ? message : `${path}: ${message}`;
  });
  const flat = (issues.length > 0 ? issues.join('; ') : text).replace(/\s+/g, ' ').trim();
  return flat.length > 300 ? `${flat.slice(0, 299)}…` : flat;
}

/** The identifier a raw record claims, or undefined when it has none. */
export function identifierOf(raw: unknown): string | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const identifier = (raw as Record<string, unknown>)['identifier'];
  return typeof identifier === 'string' && identifier.trim() !== '' ? identifier : undefined;
}

/**
 * A raw list record as its collection keeps it, or undefined when validateRecords would skip it
 * on its own merits (identifier, contract, image marker; duplicates aside). The detail loaders ask
 * only about summaries that this keeps, so a skipped record is never fetched as a detail.
 */
export function keptRecord<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> | undefined {
  if (!isIdentifier(identifierOf(raw))) return undefined;
  const parsed = schema.safeParse(raw);
  return parsed.success && !holdsImageMarker(parsed.data) ? parsed.data : undefined;
}

/** What checking one record came to: its sanitised data, or why it is malformed. */
export type RecordVerdict = { ok: true; data: Record<string, unknown> } | { ok: false; reason: string };

/**
 * Checks one record: `parse` validates it against the contract, no value may read as an image
 * import, and its HTML fields are sanitised. The detail collections' worker threads
 * (detail-worker.ts) check their records with this too.
 */
export async function checkRecord(
  raw: unknown,
  parse: (raw: unknown) => Promise<unknown>,
  schema: core.$ZodType,
  sanitize: Sanitize,
): Promise<RecordVerdict> {
  try {
    const parsed = (await parse(raw)) as Record<string, unknown>;
    if (holdsImageMarker(parsed)) throw new Error(`a value starts with ${IMAGE_IMPORT_MARKER}`);
    return { ok: true, data: sanitizeHtmlFields(schema, parsed, sanitize) };
  } catch (error) {
    return { ok: false, reason: reasonOf(error) };
  }
}

/**
 * Validates one record with the collection's schema (in a loader through Astro's `parseData`, so
 * defaults apply as the store expects) and sanitises its HTML fields. A malformed record is
 * reported with its type and identifier and comes back undefined.
 */
async function validateRecord(raw: unknown, id: string, check: ListCheck): Promise<ValidRecord | undefined> {
  const { type, schema, sanitize } = check;
  const verdict = await checkRecord(raw, (data) => check.parse(data, id), schema, sanitize);
  if (verdict.ok) return { id, data: verdict.data };
  check.warn(`Skipped malformed ${type} ${quoteIdentifier(id)}: ${verdict.reason}`);
  return undefined;
}

/**
 * The record's identifier, as its entry id; undefined, with the skip logged, when it has none, a
 * duplicate, or one that is not valid (IdentifierSchema: one safe path segment for its page and
 * its detail call).
 */
function entryIdOf(raw: unknown, index: number, seen: ReadonlySet<string>, check: ListCheck): string | undefined {
  const skip = (why: string) => check.warn(`Skipped malformed ${check.type}${why}`);
  const id = identifierOf(raw);
  if (id === undefined) {
    skip(`: the record at position ${index} has no identifier`);
    return;
  }
  const parsed = IdentifierSchema.safeParse(id);
  if (!parsed.success) {
    skip(` ${quoteIdentifier(id)}: identifier: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
    return;
  }
  if (seen.has(id)) {
    skip(`: the record ${quoteIdentifier(id)} is a duplicate`);
    return;
  }
  return id;
}

/** How many records are validated between two turns of the event loop. */
const YIELD_EVERY = 200;

/**
 * Validates a list of records: each needs a valid identifier, unique in the list, and must match
 * the contract. Malformed ones are reported and skipped before their identifier is used for
 * anything; the caller decides whether too many were.
 */
export async function validateList(
  records: readonly unknown[],
  check: ListCheck,
): Promise<{ valid: ValidRecord[]; malformed: number }> {
  const valid: ValidRecord[] = [];
  const seen = new Set<string>();
  let malformed = 0;
  for (const [index, raw] of records.entries()) {
    // Validating ten thousand records takes seconds and awaits only settled promises: let the
    // event loop read the answers still arriving (the bulk details) between batches.
    if (index % YIELD_EVERY === YIELD_EVERY - 1) await new Promise((resolve) => setImmediate(resolve));
    const id = entryIdOf(raw, index, seen, check);
    if (id === undefined) {
      malformed += 1;
      continue;
    }
    seen.add(id);
    const record = await validateRecord(raw, id, check);
    if (record === undefined) malformed += 1;
    else valid.push(record);
  }
  return { valid, malformed };
}

/** validateList for a loader: records parsed through Astro's `parseData`, skips in the loader's log. */
export function validateRecords(
  records: readonly unknown[],
  check: RecordCheck,
): Promise<{ valid: ValidRecord[]; malformed: number }> {
  return validateList(records, listCheckOf(check));
}
