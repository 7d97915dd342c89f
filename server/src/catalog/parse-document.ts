import { z } from 'zod';
import { type CatalogProblem, throwIfProblems } from './catalog-import-error.ts';
import { type CatalogDocument, CatalogDocumentSchema, ImportLiveStreamSchema } from './import-schema.ts';

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

/** The identifier (or uuid) of the raw entity at `list[index]`, or its position. */
function rawIdentifier(raw: unknown, list: string, index: number): string {
  const items = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)[list] : undefined;
  const item = Array.isArray(items) ? (items[index] as unknown) : undefined;
  if (typeof item === 'object' && item !== null) {
    const { identifier, uuid } = item as Record<string, unknown>;
    if (typeof identifier === 'string' && identifier) return identifier;
    if (typeof uuid === 'string' && uuid) return uuid;
  }
  return `#${index + 1}`;
}

/** Turns one zod issue into a problem naming the entity it is about. */
export function problemFromIssue(raw: unknown, issue: z.core.$ZodIssue): CatalogProblem {
  const [list, index, ...rest] = issue.path;
  const entity = typeof list === 'string' ? ENTITY_NAMES[list] : undefined;
  if (typeof list !== 'string' || entity === undefined || typeof index !== 'number') {
    const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
    return { entity: 'document', identifier: '', message: `${where}${issue.message}` };
  }
  const field = rest.length ? `${rest.map(String).join('.')}: ` : '';
  return { entity, identifier: rawIdentifier(raw, list, index), message: `${field}${issue.message}` };
}

/** Parses with a schema; throws a CatalogImportError naming every bad entity. */
function parseOrThrow<T>(schema: z.ZodType<T>, raw: unknown): T {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  throwIfProblems(
    result.error.issues.map((issue) => problemFromIssue(raw, issue)),
    { cause: result.error },
  );
  throw result.error;
}

/** Validates a document against the format; throws a CatalogImportError naming every bad entity. */
export function parseDocument(raw: unknown): CatalogDocument {
  return parseOrThrow(CatalogDocumentSchema, raw);
}

const LiveStreamsSchema = z.object({ live_streams: z.array(ImportLiveStreamSchema) });

/** Validates a list of live streams, as parseDocument does. */
export function parseLiveStreams(streams: unknown): CatalogDocument['live_streams'] {
  return parseOrThrow(LiveStreamsSchema, { live_streams: streams }).live_streams;
}
