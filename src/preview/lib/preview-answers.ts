import type { z } from 'zod';
import { isIdentifier } from '#lib/api/common.ts';
import type { ReadApi } from '#lib/studio/preview.ts';
import {
  CompositionSummarySchema,
  CuratedCollectionSchema,
  HomeContentSchema,
  LiveStreamSchema,
  MediaFeatureSchema,
  PersonSchema,
  ProgramSummarySchema,
  type Combined,
  type CuratedCollection,
  type HomeContent,
  type LiveStream,
  type MediaFeature,
} from '#lib/api/contract.ts';
import { sanitizeHtml } from '#lib/html/sanitize-html.ts';
import { combinedPart, type CombinedPart } from '../../loaders/combined-loader.ts';
import { listResults } from '../../loaders/list-loader.ts';
import { skippingPlainText } from '../../loaders/loader-options.ts';
import { quoteIdentifier } from '../../loaders/quote-identifier.ts';
import { checkRecord, identifierOf, validateList } from '../../loaders/validate-records.ts';

/**
 * The answers of the catalogue being previewed, read and checked as the build reads and checks
 * them (src/loaders): every record validated against the /api/2 contract and its HTML sanitised
 * with the site's allow-list, by the loaders' own functions; a malformed record of a list
 * skipped, as the build skips it.
 */

/** The reader failed: it rejected, so nothing can be said of the record. */
export class PreviewReadError extends Error {
  readonly path: string;

  constructor(path: string, options: ErrorOptions) {
    super(`The catalogue could not be read at ${path}`, options);
    this.name = 'PreviewReadError';
    this.path = path;
  }
}

/** The catalogue answered what the build would refuse: the record previewed, or a list it needs. */
export class PreviewAnswerError extends Error {
  readonly path: string;
  /** What is wrong, as the build's log says it: `title: expected string`… */
  readonly reason: string;

  constructor(path: string, reason: string) {
    super(`The catalogue's answer at ${path} is not valid: ${reason}`);
    this.name = 'PreviewAnswerError';
    this.path = path;
    this.reason = reason;
  }
}

/** The build's paths: `{apiBase}{path}?format=json` (src/loaders/api-client.ts), apiBase `…/api/2`. */
const API = '/api/2';
const answerPath = (path: string) => `${API}${path}?format=json`;

/** The paths the preview reads, as the build's loaders ask them. */
export const PREVIEW_ANSWERS = {
  combined: answerPath('/combined/'),
  liveStreams: answerPath('/live_streams/'),
  mediaFeatures: answerPath('/media_features/'),
  curatedCollections: answerPath('/curated_collections/'),
  homeContent: answerPath('/home_content/'),
  composition: (identifier: string) => answerPath(`/compositions/${encodeURIComponent(identifier)}/`),
  program: (identifier: string) => answerPath(`/programs/${encodeURIComponent(identifier)}/`),
} as const;

/** The sanitiser the loaders use: the site's allow-list, plain text passed as it is. */
const sanitize = skippingPlainText(sanitizeHtml);

/** The body at `path`, or undefined for a 404; a reader that rejects is a PreviewReadError. */
async function answerAt(read: ReadApi, path: string): Promise<unknown> {
  try {
    return await read(path);
  } catch (cause) {
    throw new PreviewReadError(path, { cause });
  }
}

/**
 * The detail of `identifier` from `path`, checked as src/loaders/detail-check.ts checks it: for
 * that identifier, valid against `schema`, its HTML sanitised. Undefined without one: a 404, or an
 * identifier that is not one (the build never asks for such a path).
 * @throws PreviewAnswerError when the answer is not a valid record for `identifier`.
 */
export async function readDetail<S extends z.ZodType>(
  read: ReadApi,
  path: (identifier: string) => string,
  identifier: string,
  schema: S,
): Promise<z.output<S> | undefined> {
  if (!isIdentifier(identifier)) return undefined;
  const at = path(identifier);
  const raw = await answerAt(read, at);
  if (raw === undefined) return undefined;
  const answeredFor = identifierOf(raw);
  if (answeredFor !== identifier) {
    const other = answeredFor === undefined ? 'no identifier' : quoteIdentifier(answeredFor);
    throw new PreviewAnswerError(at, `the answer is for ${other}`);
  }
  const checked = await checkRecord(raw, (value) => schema.parseAsync(value), schema, sanitize);
  if (!checked.ok) throw new PreviewAnswerError(at, checked.reason);
  return checked.data as z.output<S>;
}

/** How one list is cut from its answer, and what its records are. */
interface ListSpec<S extends z.ZodType> {
  /** The records inside the answer's body, or undefined when the body is not the expected shape. */
  readonly select: (body: unknown) => readonly unknown[] | undefined;
  /** What a record is, for a report: 'composition', 'live stream'… */
  readonly type: string;
  readonly schema: S;
}

/** The body of a list answer. @throws PreviewAnswerError when there is none (a 404). */
async function listAnswer(read: ReadApi, path: string): Promise<unknown> {
  const body = await answerAt(read, path);
  if (body === undefined) throw new PreviewAnswerError(path, 'HTTP 404');
  return body;
}

/**
 * The records of a list answer, as src/loaders/pull-list.ts keeps them: each with a valid
 * identifier, unique in the list, valid against the contract, its HTML sanitised; a malformed one
 * skipped (and told to `skipped`), as the build skips it.
 * @throws PreviewAnswerError when the body is not of the list's shape.
 */
async function checkedList<S extends z.ZodType>(
  body: unknown,
  path: string,
  spec: ListSpec<S>,
  skipped: (message: string) => void,
): Promise<z.output<S>[]> {
  const records = spec.select(body);
  if (records === undefined) throw new PreviewAnswerError(path, `a body that is not a list of ${spec.type} records`);
  const parse = (raw: unknown) => spec.schema.parseAsync(raw);
  const { valid } = await validateList(records, { ...spec, sanitize, parse, warn: skipped });
  return valid.map((record) => record.data as z.output<S>);
}

/** Where skipped records go when nobody asks: the preview shows the page without them, as the site would. */
const unreported = () => undefined;

/** What `/combined/` answers (one request), each of its lists checked as the build checks it. */
export async function readCombined(read: ReadApi, skipped: (message: string) => void = unreported): Promise<Combined> {
  const path = PREVIEW_ANSWERS.combined;
  const body = await listAnswer(read, path);
  const part = <S extends z.ZodType>(name: CombinedPart, type: string, schema: S): ListSpec<S> => ({
    select: (answer) => combinedPart(answer, name),
    type,
    schema,
  });
  return {
    compositions: await checkedList(body, path, part('compositions', 'composition', CompositionSummarySchema), skipped),
    people: await checkedList(body, path, part('people', 'person', PersonSchema), skipped),
    programs: await checkedList(body, path, part('programs', 'program', ProgramSummarySchema), skipped),
  };
}

/** A list answered as "a results list or an array" (rules §7), checked as the build checks it. */
async function readResults<S extends z.ZodType>(
  read: ReadApi,
  path: string,
  type: string,
  schema: S,
  skipped: (message: string) => void,
): Promise<z.output<S>[]> {
  return checkedList(await listAnswer(read, path), path, { select: listResults, type, schema }, skipped);
}

/** Every live stream (`/live_streams/`). */
export const readLiveStreams = (read: ReadApi, skipped = unreported): Promise<LiveStream[]> =>
  readResults(read, PREVIEW_ANSWERS.liveStreams, 'live stream', LiveStreamSchema, skipped);

/** Every media feature (`/media_features/`). */
export const readMediaFeatures = (read: ReadApi, skipped = unreported): Promise<MediaFeature[]> =>
  readResults(read, PREVIEW_ANSWERS.mediaFeatures, 'media feature', MediaFeatureSchema, skipped);

/** Every curated collection with its items (`/curated_collections/`). */
export const readCuratedCollections = (read: ReadApi, skipped = unreported): Promise<CuratedCollection[]> =>
  readResults(read, PREVIEW_ANSWERS.curatedCollections, 'curated collection', CuratedCollectionSchema, skipped);

/** The home page's blocks (`/home_content/`). */
export const readHomeContent = (read: ReadApi, skipped = unreported): Promise<HomeContent[]> =>
  readResults(read, PREVIEW_ANSWERS.homeContent, 'home content block', HomeContentSchema, skipped);
