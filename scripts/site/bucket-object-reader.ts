import { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, type GetObjectCommandOutput, type S3Client } from '@aws-sdk/client-s3';
import pLimit, { type LimitFunction } from 'p-limit';

/**
 * How the bucket origin reads an object: a piece of at most {@link PIECE_BYTES} at a time, each
 * read whole as fast as the bucket sends it, the next one asked for only when the visitor has
 * taken the last. A connection to the bucket is held for one piece, never for as long as a
 * visitor takes to read, so visitors that read slowly, or not at all, cannot use up the S3
 * client's connections; and a response holds at most a few pieces in memory.
 */

/** The most of an object read from the bucket at once, and held for a visitor. */
export const PIECE_BYTES = 256 * 1024;

/**
 * How many later pieces (after an object's first) one origin reads at once. Readers that never
 * read still take in a few MB each, as fast as the kernel's socket buffers fill, so sixty of them
 * ask for hundreds of pieces at once; the rest of the S3 client's 50 connections stay free for the
 * first pieces that visitors are waiting on before their answers can begin.
 */
export const LATER_PIECES_AT_ONCE = 16;

/** Where objects are read from, and how long one read from the bucket may take. */
export interface ObjectSource {
  readonly client: S3Client;
  readonly bucket: string;
  readonly timeoutMs: number;
  /** Queues the reads of later pieces: {@link LATER_PIECES_AT_ONCE} at a time. */
  readonly laterPieceReads: LimitFunction;
}

/** The source of one origin's objects. */
export function objectSource(client: S3Client, bucket: string, timeoutMs: number): ObjectSource {
  return { client, bucket, timeoutMs, laterPieceReads: pLimit(LATER_PIECES_AT_ONCE) };
}

/** One object, to answer a request with. */
export interface StoredObject {
  readonly status: 200 | 304;
  /** Its bytes, read piece by piece from the bucket as they are taken; none for HEAD and 304. */
  readonly body: Readable | undefined;
  readonly headers: Record<string, string>;
}

/** An object could not be read whole after its answer had begun. */
export class ObjectReadError extends Error {
  constructor(key: string, why: string, options: { cause: unknown }) {
    super(`Could not read the rest of ${key}: ${why}`, options);
    this.name = 'ObjectReadError';
  }
}

/** The bucket sent more than the piece asked for: reading it would hold a whole object. */
export class RangeIgnoredError extends Error {
  constructor(key: string) {
    super(`The bucket ignored the Range of a read of ${key}`);
    this.name = 'RangeIgnoredError';
  }
}

/** S3's status of a failed request: 404 for a missing key, 304 for an unchanged one. */
function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

/** The object's size from a piece's `Content-Range: bytes 0-262143/4194304`. */
function sizeOf(contentRange: string | undefined): number | undefined {
  const size = /\/(\d+)$/.exec(contentRange ?? '')?.[1];
  return size === undefined ? undefined : Number(size);
}

type Answer = Pick<GetObjectCommandOutput, 'ContentType' | 'ContentEncoding' | 'ETag' | 'LastModified'>;

function headersOf(answer: Answer, size: number | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (answer.ContentType !== undefined) headers['content-type'] = answer.ContentType;
  if (answer.ContentEncoding !== undefined) headers['content-encoding'] = answer.ContentEncoding;
  if (size !== undefined) headers['content-length'] = String(size);
  if (answer.ETag !== undefined) headers['etag'] = answer.ETag;
  if (answer.LastModified !== undefined) headers['last-modified'] = answer.LastModified.toUTCString();
  return headers;
}

/** The bytes of `key` from `start`, at most a piece of them, and the answer they came with. */
async function readPiece(
  source: ObjectSource,
  key: string,
  start: number,
  conditions: { IfNoneMatch?: string | undefined; IfMatch?: string | undefined },
  signal: AbortSignal,
): Promise<{ answer: GetObjectCommandOutput; bytes: Buffer }> {
  const range = `bytes=${start}-${start + PIECE_BYTES - 1}`;
  const input = { Bucket: source.bucket, Key: key, Range: range, ...conditions };
  const answer = await source.client.send(new GetObjectCommand(input), { abortSignal: signal });
  const unread = () => {
    if (answer.Body instanceof Readable) answer.Body.destroy();
  };
  if ((answer.ContentLength ?? 0) > PIECE_BYTES) {
    unread();
    throw new RangeIgnoredError(key);
  }
  // An empty object has no byte to send, yet a store may announce one (`bytes 0-0/0`, length 1).
  if (sizeOf(answer.ContentRange) === 0) {
    unread();
    return { answer, bytes: Buffer.alloc(0) };
  }
  return { answer, bytes: Buffer.from((await answer.Body?.transformToByteArray()) ?? []) };
}

/** What the pieces of one object after its first are read with. */
interface LaterPieces {
  readonly key: string;
  readonly size: number;
  readonly etag: string | undefined;
  /** Aborted once the visitor has gone, or has been sent everything. */
  readonly gone: AbortSignal;
}

/** The piece of an object from `start`, or undefined if the visitor goes meanwhile. */
async function readLaterPiece(source: ObjectSource, object: LaterPieces, start: number): Promise<Buffer | undefined> {
  // The deadline starts when the read does, not while it waits its turn.
  const timeout = AbortSignal.timeout(source.timeoutMs);
  try {
    // IfMatch: a piece of another version of the object would make a corrupt whole.
    const conditions = { IfMatch: object.etag };
    const { bytes } = await readPiece(source, object.key, start, conditions, AbortSignal.any([timeout, object.gone]));
    return bytes;
  } catch (error) {
    if (object.gone.aborted) return undefined;
    const why = timeout.aborted ? `no answer within ${source.timeoutMs} ms` : String(error);
    throw new ObjectReadError(object.key, why, { cause: error });
  }
}

/** The pieces of an object after the first, from `from`, each read when the one before has been taken. */
async function* laterPieces(source: ObjectSource, object: LaterPieces, from: number) {
  for (let start = from; start < object.size;) {
    // A visitor that went while this read waited its turn needs it no more.
    const bytes = await source.laterPieceReads(() =>
      object.gone.aborted ? undefined : readLaterPiece(source, object, start),
    );
    if (bytes === undefined) return;
    if (bytes.length === 0) {
      throw new ObjectReadError(object.key, `nothing sent from byte ${start} of ${object.size}`, { cause: undefined });
    }
    start += bytes.length;
    yield bytes;
  }
}

/** The first piece of `key`; an empty object, which has no byte to start a range at, is read without one. */
async function readFirstPiece(source: ObjectSource, key: string, ifNoneMatch: string | undefined, signal: AbortSignal) {
  try {
    return await readPiece(source, key, 0, { IfNoneMatch: ifNoneMatch }, signal);
  } catch (error) {
    if (statusOf(error) !== 416) throw error;
    const input = { Bucket: source.bucket, Key: key, IfNoneMatch: ifNoneMatch };
    const answer = await source.client.send(new GetObjectCommand(input), { abortSignal: signal });
    return { answer, bytes: Buffer.from((await answer.Body?.transformToByteArray()) ?? []) };
  }
}

async function getObject(
  source: ObjectSource,
  key: string,
  ifNoneMatch: string | undefined,
  signal: AbortSignal,
): Promise<StoredObject> {
  const { answer, bytes } = await readFirstPiece(source, key, ifNoneMatch, signal);
  const size = sizeOf(answer.ContentRange) ?? bytes.length;
  const gone = new AbortController();
  const later: LaterPieces = { key, size, etag: answer.ETag, gone: gone.signal };
  const pieces = (async function* () {
    if (bytes.length > 0) yield bytes;
    yield* laterPieces(source, later, bytes.length);
  })();
  // A byte stream that asks for the next piece only once the last one has been taken from it.
  const body = Readable.from(pieces, { objectMode: false, highWaterMark: 1 });
  // A visitor that has gone takes no more pieces: a read under way or waiting its turn is dropped.
  body.once('close', () => gone.abort());
  return { status: 200, body, headers: headersOf(answer, size) };
}

/**
 * The object at `key` (its headers, and for GET its bytes as a stream), undefined when there is
 * none, or a 304 when `ifNoneMatch` names it. Reading up to the first piece obeys `signal`.
 */
export async function openObject(
  source: ObjectSource,
  key: string,
  asked: { readonly method: string; readonly ifNoneMatch: string | undefined },
  signal: AbortSignal,
): Promise<StoredObject | undefined> {
  try {
    if (asked.method !== 'HEAD') return await getObject(source, key, asked.ifNoneMatch, signal);
    const input = { Bucket: source.bucket, Key: key, IfNoneMatch: asked.ifNoneMatch };
    const head = await source.client.send(new HeadObjectCommand(input), { abortSignal: signal });
    return { status: 200, body: undefined, headers: headersOf(head, head.ContentLength) };
  } catch (error) {
    const status = statusOf(error);
    if (status === 404) return undefined;
    if (status === 304) {
      const headers: Record<string, string> = asked.ifNoneMatch === undefined ? {} : { etag: asked.ifNoneMatch };
      return { status: 304, body: undefined, headers };
    }
    throw error;
  }
}
