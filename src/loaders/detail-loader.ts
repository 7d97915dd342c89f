import type { Loader, LoaderContext } from 'astro/loaders';
import { isIdentifier } from '#lib/api/common.ts';
import { CompositionSummarySchema } from '#lib/api/composition.ts';
import { DETAIL_LINES_PATHS } from '#lib/api/detail-lines.ts';
import { ProgramSummarySchema } from '#lib/api/program.ts';
import { assertHealthyPull } from './collection-health.ts';
import { combinedPart, type CombinedPart } from './combined-loader.ts';
import type { DetailKind, DetailVerdict } from './detail-check.ts';
import { DetailStubSchema, detailFolder, hasDetailFile, pruneDetailFiles, type DetailStub } from './detail-files.ts';
import { pullDetailLines, type LinesResult } from './detail-lines-pull.ts';
import { withDetailPool, type RunDetails } from './detail-pool.ts';
import { declaredCount, hostDeclaration } from './host-declaration.ts';
import { ApiAnswerError, DeclaredCountMismatchError } from './loader-errors.ts';
import { readEntryEtags, readEtag, readLastGoodSize, readLinesEtag, writePull } from './loader-meta.ts';
import type { CatalogueLoaderOptions } from './loader-options.ts';
import { quoteIdentifier } from './quote-identifier.ts';
import { getShared } from './shared-answers.ts';
import { replaceEntries, type StoreEntry } from './store-sync.ts';
import { identifierOf, keptRecord } from './validate-records.ts';

/** How one detail collection is pulled. */
interface DetailSpec {
  /** Which `/combined/` list names the entities. */
  part: CombinedPart;
  /** A summary must be kept by its list collection (and, for compositions, have a detail) to be asked about. */
  wanted: (summary: unknown) => boolean;
  /** The detail call of one entity, e.g. '/compositions/{identifier}/'. */
  path: (identifier: string) => string;
  /** The bulk answer of every entity's detail, where the host offers it (src/lib/api/detail-lines.ts). */
  linesPath: string;
  type: string;
  /** Which contract the pool's workers check a record against (detail-check.ts). */
  kind: DetailKind;
}

/** What asking for one entity's detail came to, with the ETag to remember ('' to ask in full next time). */
type Outcome = { id: string; etag: string } & (
  { kind: 'kept' } | { kind: 'fresh'; stub: DetailStub } | { kind: 'skipped' }
);

/** Everything one detail pull works with. */
interface DetailPull {
  spec: DetailSpec;
  options: CatalogueLoaderOptions;
  /** Where the collection's record files are (detail-files.ts). */
  folder: string;
  context: LoaderContext;
  run: RunDetails;
  /** The ETag of the record the store holds with its file; undefined when it must be asked for in full. */
  heldEtag: (id: string) => string | undefined;
}

/**
 * The identifiers to ask about: from `/combined/`, or the last pull's list when it is unchanged;
 * and whether the host declares what it serves, having checked the list against its declaration.
 * Only valid identifiers (IdentifierSchema) are asked about: a summary with another is skipped by
 * its list collection, and a list kept from an older build may still hold one, which must never
 * become a detail call's path (`..` would ask for the API's root).
 * @throws DeclaredCountMismatchError when the list is not as long as the host declares.
 */
async function identifiersToPull(context: LoaderContext, spec: DetailSpec, options: CatalogueLoaderOptions) {
  const { client } = options;
  const { logger } = context;
  const known = readEntryEtags(context.meta);
  const etag = known.length > 0 ? readEtag(context.meta) : undefined;
  // Asked first, so /combined/ is never of an older catalogue than the declaration (host-declaration.ts).
  const declares = (await hostDeclaration(client, logger)) !== undefined;
  const answer = await getShared(client, '/combined/', { etag, logger });
  if (answer.status === 'not-modified') {
    return { identifiers: known.map(([id]) => id).filter(isIdentifier), etag, declares };
  }
  const url = `${client.apiBase}/combined/`;
  if (answer.status === 'not-found') throw new ApiAnswerError(url, 'HTTP 404');
  const records = combinedPart(answer.body, spec.part);
  if (records === undefined) throw new ApiAnswerError(url, `a body without a ${spec.part} list`);
  const answered = { collection: spec.part, list: spec.part, url, catalogVersion: answer.catalogVersion };
  const declared = await declaredCount(client, logger, answered);
  if (declared !== undefined && declared !== records.length) {
    throw new DeclaredCountMismatchError(spec.part, declared, records.length);
  }
  const identifiers = new Set<string>();
  for (const record of records) {
    const id = identifierOf(record);
    if (isIdentifier(id) && spec.wanted(record)) identifiers.add(id);
  }
  return { identifiers: [...identifiers], etag: answer.etag, declares };
}

/** The outcome of a record the pool checked; a body that is not JSON fails the pull, as any broken answer does. */
function outcomeOf(verdict: DetailVerdict, etag: string | undefined, pull: DetailPull, url: string): Outcome {
  if (verdict.verdict === 'unreadable') throw new ApiAnswerError(url, verdict.reason);
  if (verdict.verdict === 'valid') return { kind: 'fresh', id: verdict.id, stub: verdict.stub, etag: etag ?? '' };
  pull.context.logger.warn(`Skipped malformed ${pull.spec.type} ${quoteIdentifier(verdict.id)}: ${verdict.reason}`);
  return { kind: 'skipped', id: verdict.id, etag: '' };
}

/** Asks for one entity's detail, conditionally when the store holds it, and has the pool check it. */
async function pullOne(id: string, pull: DetailPull): Promise<Outcome> {
  const { spec, options, context } = pull;
  const { logger } = context;
  const storedEtag = pull.heldEtag(id);
  const answer = await options.client.getText(spec.path(id), { etag: storedEtag, logger });
  if (answer.status === 'not-modified') return { kind: 'kept', id, etag: storedEtag ?? '' };
  if (answer.status === 'not-found') {
    logger.warn(`Skipped ${spec.type} ${quoteIdentifier(id)}: its detail answered 404 although /combined/ lists it`);
    return { kind: 'skipped', id, etag: '' };
  }
  const [verdict] = await pull.run({
    kind: spec.kind,
    folder: pull.folder,
    items: [{ form: 'answer', id, text: answer.body }],
  });
  if (verdict === undefined) throw new Error(`The detail pool gave no verdict on ${spec.type} ${quoteIdentifier(id)}.`);
  return outcomeOf(verdict, answer.etag, pull, `${options.client.apiBase}${spec.path(id)}`);
}

/** Each identifier's outcome from the bulk answer's lines; an identifier it lacks is skipped, as a 404 is. */
function outcomesOfLines(identifiers: readonly string[], lines: LinesResult, pull: DetailPull): Outcome[] {
  const { spec, context } = pull;
  const url = `${pull.options.client.apiBase}${spec.linesPath}`;
  const verdicts = new Map<string, Exclude<DetailVerdict, { verdict: 'unreadable' }>>();
  for (const verdict of lines.verdicts) {
    if (verdict.verdict === 'unreadable') context.logger.warn(`Skipped a line of ${url}: ${verdict.reason}`);
    else if (!verdicts.has(verdict.id)) verdicts.set(verdict.id, verdict);
  }
  return identifiers.map((id): Outcome => {
    const keptEtag = lines.kept.get(id);
    if (keptEtag !== undefined) return { kind: 'kept', id, etag: keptEtag };
    const verdict = verdicts.get(id);
    if (verdict !== undefined) return outcomeOf(verdict, verdict.etag, pull, url);
    context.logger.warn(
      `Skipped ${spec.type} ${quoteIdentifier(id)}: ${spec.linesPath} lacks it although /combined/ lists it`,
    );
    return { kind: 'skipped', id, etag: '' };
  });
}

/**
 * The outcome of every identifier: from the bulk answer when the host offers it (asked at once,
 * beside `/combined/`), else from one request per record. A 304 to the bulk answer keeps the
 * store as it is when it holds every identifier; otherwise each is asked for conditionally.
 */
async function pullOutcomes(pull: DetailPull, known: readonly (readonly [string, string])[]) {
  const { spec, options, context } = pull;
  const storedLinesEtag = readLinesEtag(context.meta);
  const linesEtag =
    known.length > 0 && known.every(([id]) => pull.heldEtag(id) !== undefined) ? storedLinesEtag : undefined;
  const lines = pullDetailLines({
    ...pull,
    client: options.client,
    path: spec.linesPath,
    etag: linesEtag,
    logger: context.logger,
    kind: spec.kind,
  });
  // Asked together: the bulk answer does not wait for /combined/ (nor for the other collection's).
  const [{ identifiers, etag, declares }, answer] = await Promise.all([
    identifiersToPull(context, spec, options),
    lines,
  ]);
  if (answer.status === 'fresh') {
    const outcomes = outcomesOfLines(identifiers, answer.body, pull);
    return { identifiers, etag, declares, linesEtag: answer.etag, outcomes };
  }
  if (answer.status === 'not-modified' && identifiers.every((id) => pull.heldEtag(id) !== undefined)) {
    const outcomes = identifiers.map((id): Outcome => ({ kind: 'kept', id, etag: pull.heldEtag(id) ?? '' }));
    return { identifiers, etag, declares, linesEtag, outcomes };
  }
  if (answer.status !== 'not-modified')
    context.logger.info(`${context.collection}: the content host offers no ${spec.linesPath}; asking per record`);
  const outcomes = await Promise.all(identifiers.map((id) => pullOne(id, pull)));
  return { identifiers, etag, declares, linesEtag: undefined, outcomes };
}

/** What an outcome leaves in the store: the record's stub (its file is written already). */
function entryOf(outcome: Outcome, context: LoaderContext): StoreEntry[] {
  if (outcome.kind === 'skipped') return [];
  if (outcome.kind === 'fresh') {
    // The stub names the record's digest (in its file), so its own digest changes with the record.
    return [{ id: outcome.id, data: outcome.stub, digest: context.generateDigest(outcome.stub) }];
  }
  const kept = context.store.get(outcome.id);
  if (kept === undefined) return [];
  const digest = kept.digest === undefined ? context.generateDigest(kept.data) : String(kept.digest);
  return [{ id: outcome.id, data: kept.data, digest }];
}

const count = (outcomes: readonly Outcome[], kind: Outcome['kind']) =>
  outcomes.filter((outcome) => outcome.kind === kind).length;

/**
 * Pulls every entity's detail: the bulk answer where the host offers it, else conditional
 * requests with each entry's ETag (a 304 keeps the stored entry). The detail pool checks and
 * sanitises every record and writes its file before the store is touched; then come the same
 * health rules as the lists, counting 404s and malformed answers as skipped. A record's file is
 * named by its digest, so a pull that fails leaves files no entry names, removed by the next.
 */
async function pullDetails(context: LoaderContext, spec: DetailSpec, options: CatalogueLoaderOptions): Promise<void> {
  const { store, meta, logger, collection } = context;
  const known = readEntryEtags(meta);
  const etags = new Map(known);
  const folder = detailFolder(context.config.cacheDir, collection);
  // An entry is asked for conditionally only when both its stub and its file are there.
  const heldEtag = (id: string) => (hasDetailFile(store.get(id)?.data) ? etags.get(id) || undefined : undefined);
  const { etag, declares, linesEtag, outcomes } = await withDetailPool((run) =>
    pullOutcomes({ spec, options, folder, context, run, heldEtag }, known),
  );
  const skipped = count(outcomes, 'skipped');
  const valid = outcomes.length - skipped;
  // From a host that declares what it serves, the list the entities come from was checked
  // against its declaration: every one of them is what the host means to serve.
  const declared = declares ? outcomes.length : undefined;
  assertHealthyPull(collection, { valid, malformed: skipped, lastGoodSize: readLastGoodSize(meta), declared });
  const entries = outcomes.flatMap((outcome) => entryOf(outcome, context));
  replaceEntries(store, entries);
  await pruneDetailFiles(
    folder,
    entries.map((entry) => String(entry.data['file'])),
  );
  writePull(meta, {
    etag,
    size: valid,
    linesEtag,
    entryEtags: outcomes.map((outcome) => [outcome.id, outcome.etag] as const),
  });
  const fresh = count(outcomes, 'fresh');
  const skippedNote = skipped > 0 ? `, ${skipped} skipped` : '';
  const how = linesEtag === undefined ? 'per record' : `from ${spec.linesPath}`;
  logger.info(
    `${collection}: ${valid} entries (${fresh} downloaded, ${valid - fresh} unchanged)${skippedNote}, ${how}`,
  );
}

/** Each composition's detail (`/compositions/{identifier}/`): program note and performances. */
export function compositionDetailsLoader(options: CatalogueLoaderOptions) {
  const spec: DetailSpec = {
    part: 'compositions',
    wanted: (summary) => keptRecord(CompositionSummarySchema, summary)?.hasDetail === true,
    path: (identifier) => `/compositions/${encodeURIComponent(identifier)}/`,
    linesPath: DETAIL_LINES_PATHS.compositions,
    type: 'composition detail',
    kind: 'composition',
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
    linesPath: DETAIL_LINES_PATHS.programs,
    type: 'program detail',
    kind: 'program',
  };
  return {
    name: 'concert-library-program-details',
    schema: DetailStubSchema,
    load: (context) => pullDetails(context, spec, options),
  } satisfies Loader;
}
