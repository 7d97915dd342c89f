import { z } from 'zod';
import { throwIfProblems } from './catalog-import-error.ts';
import { withMadeUuids } from './document-uuids.ts';
import { type CatalogDocument, CatalogDocumentSchema, ImportLiveStreamSchema } from './import-schema.ts';
import { problemsFromIssue } from './issue-problems.ts';

/** Parses with a schema; throws a CatalogImportError naming every bad record, field and value. */
function parseOrThrow<T>(schema: z.ZodType<T>, raw: unknown): T {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  throwIfProblems(
    result.error.issues.flatMap((issue) => problemsFromIssue(raw, issue)),
    { cause: result.error },
  );
  throw result.error;
}

/**
 * Validates a document against the format, after making the uuids its records lack
 * (document-uuids.ts); throws a CatalogImportError naming every problem.
 */
export function parseDocument(raw: unknown): CatalogDocument {
  return parseOrThrow(CatalogDocumentSchema, withMadeUuids(raw));
}

const LiveStreamsSchema = z.object({ live_streams: z.array(ImportLiveStreamSchema) });

/** Validates a list of live streams, as parseDocument does. */
export function parseLiveStreams(streams: unknown): CatalogDocument['live_streams'] {
  return parseOrThrow(LiveStreamsSchema, withMadeUuids({ live_streams: streams })).live_streams;
}
