import { z } from 'zod';
import { IdentifierSchema } from './common.ts';

/**
 * The bulk detail answers: every composition's or program's detail in one answer, an extension
 * of our own API beside the spec's per-record calls. A host that speaks only the spec answers
 * these paths 404, and the build then asks per record.
 */
export const DETAIL_LINES_PATHS = {
  compositions: '/composition_details/',
  programs: '/program_details/',
} as const;

/**
 * Newline-delimited JSON: one line per record, each ended by `\n`, so a reader handles each
 * record as it arrives and a body cut short is seen by its last line lacking the `\n`.
 */
export const DETAIL_LINES_TYPE = 'application/x-ndjson';

/**
 * One line: the record's identifier, the ETag its own detail call answers with (uncompressed),
 * and the very detail that call answers. With the ETag a build skips a record it already holds
 * in that version, and the per-record calls and this answer share one memory of what is held.
 */
export function detailLineSchema<T extends z.ZodType>(detail: T) {
  return z.object({
    identifier: IdentifierSchema,
    etag: z.string().min(1),
    detail,
  });
}

/** A line before its detail is checked against the contract. */
export const DetailLineEnvelopeSchema = detailLineSchema(z.unknown());
