import { createServer, type Server, type ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Timeouts } from '../../server/src/storage/s3-client.ts';
import { servedBuild } from '../rebuild/s3-target.ts';
import { buildFileKey } from '../rebuild/s3-layout.ts';
import { ObjectReadError, objectSource, openObject, type StoredObject } from './bucket-object-reader.ts';
import { cacheControlOf, notFoundPageOf, servedPath } from './hosting-paths.ts';
import { COMPRESSIBLE_EXTENSIONS, DEFAULT_CACHE_CONTROL, SECURITY_HEADERS } from './hosting-rules.ts';
import { checkRequestPath, pathBelow, type CheckedPath } from './request-path.ts';
import { candidateFiles, COPY_SUFFIX, encodingsToTry } from './site-file-candidates.ts';

/**
 * The origin server of a bucket target (docs/production.md, "Scheduled rebuilds"): what a CDN, or visitors,
 * reach when `npm run rebuild` publishes to S3. Every request is resolved through the pointer
 * object (`{prefix}/current.json`) to one build, so a visitor reads the old build or the new one,
 * never a mix; the pointer is read again once it is `pointerTtlMs` old (a publish shows within that
 * time). Around the objects, the rules of production (hosting-rules.ts, as deploy/Caddyfile): the
 * base path, the shell pages, the not-found pages with status 404, the security headers, each
 * kind of file's Cache-Control, and the build's `.br`/`.gz` copies for a browser that takes them.
 * While the bucket does not answer, the build read last is served on; without any, 503.
 *
 * Keys are made only from a path's checked segments (request-path.ts), so no path reads an object
 * outside the build, nor a hidden file of it. Objects are read a piece at a time
 * (bucket-object-reader.ts), so a visitor's pace never holds a connection to the bucket; each
 * request's reads from the bucket have a deadline, and so has each answer.
 */

export interface BucketSiteOptions {
  readonly client: S3Client;
  readonly bucket: string;
  /** The key prefix the rebuild published under (`s3://bucket/prefix`), '' for none. */
  readonly prefix: string;
  /** The site's base path, e.g. /music/concert-library. */
  readonly base: string;
  /** How long a pointer read is trusted; default 5 s. */
  readonly pointerTtlMs?: number;
  /**
   * How long the bucket has to give what a request needs before its answer begins (the pointer,
   * and the first piece of the objects tried), and then each later piece; default 5 s.
   */
  readonly bucketTimeoutMs?: number;
  /** How long a visitor may take nothing of an answer before its connection is closed; default 30 s. */
  readonly responseIdleMs?: number;
  /** How long sending one answer may take in all; default 10 minutes. */
  readonly responseDeadlineMs?: number;
  readonly now?: () => number;
  /** Where problems reaching the bucket are reported; default stderr. */
  readonly log?: (line: string) => void;
}

/**
 * The timeouts of the S3 client the origin is given (serve-bucket.ts): shorter than the default
 * `bucketTimeoutMs`, so that a read stuck on one dead connection is tried again within it.
 */
export const BUCKET_CLIENT_TIMEOUTS: S3Timeouts = { connectMs: 2000, answerMs: 2500 };

/** The most of a path or an error that a log line quotes: a path is the visitor's to choose. */
const QUOTED_LENGTH = 200;

function quoted(text: string): string {
  return text.length > QUOTED_LENGTH ? `${text.slice(0, QUOTED_LENGTH)}…` : text;
}

/** Why a read from the bucket failed, for a log line: a deadline that passed is named as such. */
function failure(error: unknown, deadline: AbortSignal, timeoutMs: number): string {
  return deadline.aborted ? `no answer within ${timeoutMs} ms` : quoted(String(error));
}

/** Whether a checked path is the site's root or its base path without the final slash. */
function redirectsToBase(path: CheckedPath & { kind: 'path' }, base: string): boolean {
  return path.segments.length === 0 || (!path.folder && pathBelow({ ...path, folder: true }, base) === '/');
}

/** What of a request decides which object answers it. */
interface Asked {
  readonly method: string;
  readonly acceptEncoding: string | undefined;
  readonly ifNoneMatch: string | undefined;
}

/** Answers what the bucket gave, or gives 502 if it failed before the answer began. */
function failed(response: ServerResponse): void {
  if (response.headersSent) response.destroy();
  else response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end('The site could not be read.');
}

export function createBucketSiteServer(options: BucketSiteOptions): Server {
  const base = options.base.replace(/\/$/, '');
  const ttl = options.pointerTtlMs ?? 5000;
  const bucketTimeoutMs = options.bucketTimeoutMs ?? 5000;
  const deadlineMs = options.responseDeadlineMs ?? 600_000;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.error(line));
  const source = objectSource(options.client, options.bucket, bucketTimeoutMs);
  let pointer: { build: string; readAt: number } | undefined;
  let reading: Promise<string | undefined> | undefined;
  let bucketDown = false;

  /** Reads the pointer; on failure the build read last is served on, logged once while the bucket is down. */
  async function readPointer(): Promise<string | undefined> {
    const deadline = AbortSignal.timeout(bucketTimeoutMs);
    try {
      const manifest = await servedBuild(options.client, options.bucket, options.prefix, deadline);
      bucketDown = false;
      pointer = manifest === undefined ? undefined : { build: manifest.build, readAt: now() };
      return pointer?.build;
    } catch (error) {
      if (!bucketDown) {
        const why = failure(error, deadline, bucketTimeoutMs);
        log(`Could not read the pointer of s3://${options.bucket} (${why}); serving on.`);
      }
      bucketDown = true;
      if (pointer === undefined) throw error;
      return pointer.build;
    }
  }

  /** The build served now: the pointer's, read at most once per `ttl`; the last one read while the bucket is down. */
  function currentBuild(): Promise<string | undefined> {
    if (pointer !== undefined && now() - pointer.readAt < ttl) return Promise.resolve(pointer.build);
    reading ??= readPointer().finally(() => {
      reading = undefined;
    });
    return reading;
  }

  /** The first of the path's files the build has, in the best encoding the browser takes. */
  async function find(
    build: string,
    relative: string,
    asked: Asked,
    signal: AbortSignal,
  ): Promise<StoredObject | undefined> {
    for (const file of candidateFiles(relative)) {
      for (const encoding of encodingsToTry(file, asked.acceptEncoding)) {
        const key = buildFileKey(options.prefix, build, `${file}${COPY_SUFFIX[encoding]}`);
        const found = await openObject(source, key, asked, signal);
        if (found === undefined) continue;
        if (COMPRESSIBLE_EXTENSIONS.includes(extname(file).toLowerCase())) found.headers['vary'] = 'Accept-Encoding';
        return found;
      }
    }
    return undefined;
  }

  async function send(object: StoredObject, status: number, cacheControl: string, response: ServerResponse) {
    response.writeHead(object.status === 304 ? 304 : status, { ...object.headers, 'cache-control': cacheControl });
    if (object.body === undefined) {
      response.end();
      return;
    }
    try {
      await pipeline(object.body, response, { signal: AbortSignal.timeout(deadlineMs) });
    } catch (error) {
      // A visitor that went away or took too long has had its connection closed; the bucket is not to blame.
      if (error instanceof ObjectReadError) throw error;
    }
  }

  /**
   * Answers a path below the base path (decoded), or with `relative` undefined, a path outside it
   * or a hidden one, which is not found; what it reads from the bucket before answering obeys `signal`.
   */
  async function answer(
    asked: Asked,
    response: ServerResponse,
    relative: string | undefined,
    signal: AbortSignal,
  ): Promise<void> {
    let build: string | undefined;
    try {
      build = await currentBuild();
    } catch {
      response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '30' });
      response.end('The site is not reachable right now. Please try again in a minute.');
      return;
    }
    if (build === undefined) {
      response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60' });
      response.end('The site has not been published yet.');
      return;
    }
    response.setHeader('x-site-build', build);
    const found = relative === undefined ? undefined : await find(build, servedPath(relative), asked, signal);
    if (found !== undefined && relative !== undefined) {
      await send(found, 200, cacheControlOf(relative), response);
      return;
    }
    const notFoundAsked = { ...asked, ifNoneMatch: undefined };
    const page = await find(build, notFoundPageOf(relative ?? '/'), notFoundAsked, signal);
    if (page === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': DEFAULT_CACHE_CONTROL });
      response.end('Not found');
      return;
    }
    delete page.headers['etag'];
    await send(page, 404, DEFAULT_CACHE_CONTROL, response);
  }

  const server = createServer((request, response) => {
    for (const { name, value } of SECURITY_HEADERS) response.setHeader(name, value);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const path = (request.url ?? '/').split('?', 1)[0] ?? '';
    const checked = checkRequestPath(path);
    if (checked.kind === 'refused') {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request');
      return;
    }
    if (checked.kind === 'path' && redirectsToBase(checked, base)) {
      response.writeHead(302, { location: `${base}/` }).end();
      return;
    }
    const relative = checked.kind === 'path' ? pathBelow(checked, base) : undefined;
    const asked: Asked = {
      method: request.method,
      acceptEncoding: request.headers['accept-encoding'],
      ifNoneMatch: request.headers['if-none-match'],
    };
    const deadline = AbortSignal.timeout(bucketTimeoutMs);
    answer(asked, response, relative, deadline).catch((error: unknown) => {
      // Once the answer has begun, only later pieces are read, each with a deadline of its own.
      const why = response.headersSent ? quoted(String(error)) : failure(error, deadline, bucketTimeoutMs);
      log(`Could not answer ${quoted(path)} from s3://${options.bucket}: ${why}`);
      failed(response);
    });
  });
  // A visitor that takes nothing of an answer for this long is cut off (Node closes the socket).
  server.setTimeout(options.responseIdleMs ?? 30_000);
  return server;
}
