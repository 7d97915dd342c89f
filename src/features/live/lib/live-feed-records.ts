import { LiveStreamSchema, type LiveStream } from '#lib/api/live-stream.ts';
import { LiveFeedAnswerError } from './live-feed-errors.ts';

/** The live-stream list as the API answered it, read record by record. */
export interface LiveFeedRecords {
  /** The records that match the /api/2 contract, in the API's order. */
  readonly streams: readonly LiveStream[];
  /**
   * Identifiers of records that exist but do not match the contract. They are not gone: the
   * page keeps its own copy of them rather than telling the visitor they were removed.
   */
  readonly unreadable: readonly string[];
}

function identifierOf(record: unknown): string | null {
  if (typeof record !== 'object' || record === null) return null;
  const identifier = (record as { identifier?: unknown }).identifier;
  return typeof identifier === 'string' && identifier !== '' ? identifier : null;
}

/** Reads a list of records, keeping the valid ones and naming the others. */
export function readLiveStreamRecords(records: readonly unknown[]): LiveFeedRecords {
  const streams: LiveStream[] = [];
  const unreadable: string[] = [];
  for (const record of records) {
    const parsed = LiveStreamSchema.safeParse(record);
    if (parsed.success) streams.push(parsed.data);
    else {
      const identifier = identifierOf(record);
      if (identifier !== null) unreadable.push(identifier);
    }
  }
  return { streams, unreadable };
}

/**
 * The records of a `/live_streams/` answer: rules §7 allows a results page
 * (`{count, next, previous, results}`) or a bare array. Anything else throws
 * `LiveFeedAnswerError`.
 */
export function liveFeedRecords(body: unknown): readonly unknown[] {
  if (Array.isArray(body)) return body;
  if (typeof body === 'object' && body !== null) {
    const results = (body as { results?: unknown }).results;
    if (Array.isArray(results)) return results;
  }
  throw new LiveFeedAnswerError('The live-stream list is neither an array nor a results page');
}
