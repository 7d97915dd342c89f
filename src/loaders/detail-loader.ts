import type { Loader, LoaderContext } from 'astro/loaders';
import type { z } from 'zod';
import { isIdentifier } from '../lib/api/common.ts';
import { CompositionDetailSchema, CompositionSummarySchema } from '../lib/api/composition.ts';
import { ProgramDetailSchema, ProgramSummarySchema, type ProgramDetail } from '../lib/api/program.ts';
import { assertHealthyPull } from './collection-health.ts';
import { combinedPart, type CombinedPart } from './combined-loader.ts';
import {
  DetailStubSchema,
  detailFile,
  detailFolder,
  hasDetailFile,
  pruneDetailFiles,
  writeDetailFiles,
  type DetailStub,
} from './detail-files.ts';
import { ApiAnswerError } from './loader-errors.ts';
import { readEntryEtags, readEtag, readLastGoodSize, writePull } from './loader-meta.ts';
import { sanitizerOf, type CatalogueLoaderOptions } from './loader-options.ts';
import { quoteIdentifier } from './quote-identifier.ts';
import { getShared } from './shared-answers.ts';
import type { StoreEntry } from './store-sync.ts';
import { replaceEntries } from './store-sync.ts';
import { identifierOf, keptRecord, validateRecord, type RecordCheck, type ValidRecord } from './validate-records.ts';

/** How one detail collection is pulled. */
interface DetailSpec {
  /** Which `/combined/` list names the entities. */
  part: CombinedPart;
  /** A summary must be kept by its list collection (and, for compositions, have a detail) to be asked about. */
  wanted: (summary: unknown) => boolean;
  /** The detail call of one entity, e.g. '/compositions/{identifier}/'. */
  path: (identifier: string) => string;
  type: string;
  schema: z.ZodType;
  /** What a page's paths need of a record besides its file (see DetailStub). */
  extra?: (record: Record<string, unknown>) => Omit<DetailStub, 'file'>;
}

/** What asking for one entity's detail came to, with the ETag to remember ('' to ask in full next time). */
type Outcome = { id: string; etag: string } & (
  { kind: 'kept' } | { kind: 'fresh'; record: ValidRecord } | { kind: 'skipped' }
);

/** Everything one detail pull works with. */
interface DetailPull {
  spec: DetailSpec;
  check: RecordCheck;
  options: CatalogueLoaderOptions;
  /** Where the collection's record files are (detail-files.ts). */
  folder: string;
  context: LoaderContext;
}

/**
 * The identifiers to ask about: from `/combined/`, or the last pull's list when it is unchanged.
 * Only valid identifiers (IdentifierSchema) are asked about: a summary with another is skipped by
 * its list collection, and a list kept from an older build may still hold one, which must never
 * become a detail call's path (`..` would ask for the API's root).
 */
async function identifiersToPull(context: LoaderContext, spec: DetailSpec, options: CatalogueLoaderOptions) {
  const known = readEntryEtags(context.meta);
  const etag = known.length > 0 ? readEtag(context.meta) : undefined;
  const answer = await getShared(options.client, '/combined/', { etag, logger: context.logger });
  if (answer.status === 'not-modified')
    return { identifiers: known.map(([id]) => id).filter(isIdentifier), etag, known };
  const url = `${options.client.apiBase}/combined/`;
  if (answer.status === 'not-found') throw new ApiAnswerError(url, 'HTTP 404');
  const records = combinedPart(answer.body, spec.part);
  if (records === undefined) throw new ApiAnswerError(url, `a body without a ${spec.part} list`);
  const identifiers = new Set<string>();
  for (const record of records) {
    const id = identifierOf(record);
    if (isIdentifier(id) && spec.wanted(record)) identifiers.add(id);
  }
  return { identifiers: [...identifiers], etag: answer.etag, known };
}

/** Asks for one entity's detail, conditionally when the store holds it. */
async function pullOne(id: string, storedEtag: string | undefined, pull: DetailPull): Promise<Outcome> {
  const { spec, check, options } = pull;
  const { logger } = check.context;
  const answer = await options.client.get(spec.path(id), { etag: storedEtag, logger });
  if (answer.status === 'not-modified') return { kind: 'kept', id, etag: storedEtag ?? '' };
  if (answer.status === 'not-found') {
    logger.warn(`Skipped ${spec.type} ${quoteIdentifier(id)}: its detail answered 404 although /combined/ lists it`);
    return { kind: 'skipped', id, etag: '' };
  }
  const answeredFor = identifierOf(answer.body);
  if (answeredFor !== id) {
    const other = answeredFor === undefined ? 'no identifier' : quoteIdentifier(answeredFor);
    logger.warn(`Skipped malformed ${spec.type} ${quoteIdentifier(id)}: the detail answer is for ${other}`);
    return { kind: 'skipped', id, etag: '' };
  }
  const record = await validateRecord(answer.body, id, check);
  if (record === undefined) return { kind: 'skipped', id, etag: '' };
  return { kind: 'fresh', id, record, etag: answer.etag ?? '' };
}

/** What an outcome leaves: the store entry (the record's stub) and, for a fresh record, its file to write. */
function entryOf(outcome: Outcome, pull: DetailPull): { entry: StoreEntry; write?: { file: string; data: unknown } }[] {
  const { context } = pull;
  if (outcome.kind === 'skipped') return [];
  if (outcome.kind === 'fresh') {
    const { data } = outcome.record;
    const file = detailFile(pull.folder, outcome.id, context.generateDigest(data));
    const stub: DetailStub = { file, ...pull.spec.extra?.(data) };
    // The stub names the record's digest (in its file), so its own digest changes with the record.
    return [{ entry: { id: outcome.id, data: stub, digest: context.generateDigest(stub) }, write: { file, data } }];
  }
  const kept = context.store.get(outcome.id);
  if (kept === undefined) return [];
  const digest = kept.digest === undefined ? context.generateDigest(kept.data) : String(kept.digest);
  return [{ entry: { id: outcome.id, data: kept.data, digest } }];
}

const count = (outcomes: readonly Outcome[], kind: Outcome['kind']) =>
  outcomes.filter((outcome) => outcome.kind === kind).length;

/**
 * Pulls every entity's detail: conditional requests with each entry's ETag (a 304 keeps the
 * stored entry), all validated and sanitised before the store is touched, then the same health
 * rules as the lists, counting 404s and malformed answers as skipped.
 */
async function pullDetails(context: LoaderContext, spec: DetailSpec, options: CatalogueLoaderOptions): Promise<void> {
  const { store, meta, logger, collection } = context;
  const { identifiers, etag, known } = await identifiersToPull(context, spec, options);
  const etags = new Map(known);
  const folder = detailFolder(context.config.cacheDir, collection);
  const parse = (raw: unknown) => spec.schema.parseAsync(raw);
  const check = { context, type: spec.type, schema: spec.schema, sanitize: sanitizerOf(options), parse };
  const pull: DetailPull = { spec, options, check, folder, context };
  // An entry is asked for conditionally only when both its stub and its file are there.
  const held = (id: string) => (hasDetailFile(store.get(id)?.data) ? etags.get(id) || undefined : undefined);
  const outcomes = await Promise.all(identifiers.map((id) => pullOne(id, held(id), pull)));
  const skipped = count(outcomes, 'skipped');
  const valid = outcomes.length - skipped;
  assertHealthyPull(collection, { valid, malformed: skipped, lastGoodSize: readLastGoodSize(meta) });
  const results = outcomes.flatMap((outcome) => entryOf(outcome, pull));
  await writeDetailFiles(results.flatMap((result) => (result.write ? [result.write] : [])));
  replaceEntries(
    store,
    results.map((result) => result.entry),
  );
  await pruneDetailFiles(
    folder,
    results.map((result) => String(result.entry.data['file'])),
  );
  writePull(meta, { etag, size: valid, entryEtags: outcomes.map((outcome) => [outcome.id, outcome.etag] as const) });
  const fresh = count(outcomes, 'fresh');
  const skippedNote = skipped > 0 ? `, ${skipped} skipped` : '';
  logger.info(`${collection}: ${valid} entries (${fresh} downloaded, ${valid - fresh} unchanged)${skippedNote}`);
}

/** Each composition's detail (`/compositions/{identifier}/`): program note and performances. */
export function compositionDetailsLoader(options: CatalogueLoaderOptions) {
  const spec: DetailSpec = {
    part: 'compositions',
    wanted: (summary) => keptRecord(CompositionSummarySchema, summary)?.hasDetail === true,
    path: (identifier) => `/compositions/${encodeURIComponent(identifier)}/`,
    type: 'composition detail',
    schema: CompositionDetailSchema,
  };
  return {
    name: 'concert-library-composition-details',
    schema: DetailStubSchema,
    load: (context) => pullDetails(context, spec, options),
  } satisfies Loader;
}

/** Each program's detail (`/programs/{identifier}/`): description, performances, related media. */
export function programDetailsLoader(options: CatalogueLoaderOptions) {
  const spec: DetailSpec = {
    part: 'programs',
    wanted: (summary) => keptRecord(ProgramSummarySchema, summary) !== undefined,
    path: (identifier) => `/programs/${encodeURIComponent(identifier)}/`,
    type: 'program detail',
    schema: ProgramDetailSchema,
    extra: (record) => ({
      composition_ids: (record as ProgramDetail).composition_performances.map((entry) => entry.composition.id),
    }),
  };
  return {
    name: 'concert-library-program-details',
    schema: DetailStubSchema,
    load: (context) => pullDetails(context, spec, options),
  } satisfies Loader;
}
