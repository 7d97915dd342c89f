import { createServer, type Server, type ServerResponse } from 'node:http';
import { extname } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { servedBuild } from '../rebuild/s3-target.ts';
import { buildFileKey } from '../rebuild/s3-layout.ts';
import { cacheControlOf, notFoundPageOf, servedPath } from './hosting-paths.ts';
import { COMPRESSIBLE_EXTENSIONS, DEFAULT_CACHE_CONTROL, SECURITY_HEADERS } from './hosting-rules.ts';
import { checkRequestPath, pathBelow, type CheckedPath } from './request-path.ts';

/**
 * The origin server of a bucket target (README.md, "Scheduled rebuilds"): what a CDN, or visitors,
 * reach when `npm run rebuild` publishes to S3. Every request is resolved through the pointer
 * object (`{prefix}/current.json`) to one build, so a visitor reads the old build or the new one,
 * never a mix; the pointer is read again once it is `pointerTtlMs` old (a publish shows within that
 * time). Around the objects, the rules of production (hosting-rules.ts, as deploy/Caddyfile): the
 * base path, the shell pages, the not-found pages with status 404, the security headers, each
 * kind of file's Cache-Control, and the build's `.br`/`.gz` copies for a browser that takes them.
 * While the bucket does not answer, the build read last is served on; without any, 503.
 *
 * Keys are made only from a path's checked segments (request-path.ts), so no path reads an object
 * outside the build, nor a hidden file of it.
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
  readonly now?: () => number;
  /** Where problems reaching the bucket are reported; default stderr. */
  readonly log?: (line: string) => void;
}

/** The most of a path or an error that a log line quotes: a path is the visitor's to choose. */
const QUOTED_LENGTH = 200;

function quoted(text: string): string {
  return text.length > QUOTED_LENGTH ? `${text.slice(0, QUOTED_LENGTH)}…` : text;
}

/** Whether a checked path is the site's root or its base path without the final slash. */
function redirectsToBase(path: CheckedPath & { kind: 'path' }, base: string): boolean {
  return path.segments.length === 0 || (!path.folder && pathBelow({ ...path, folder: true }, base) === '/');
}

/** A browser's encodings for a compressible file, best first, always ending with the file itself. */
export function encodingsToTry(path: string, acceptEncoding: string | undefined): readonly ('br' | 'gzip' | '')[] {
  if (!COMPRESSIBLE_EXTENSIONS.includes(extname(path).toLowerCase())) return [''];
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]?.trim() ?? ''),
  );
  return [...(accepted.has('br') ? (['br'] as const) : []), ...(accepted.has('gzip') ? (['gzip'] as const) : []), ''];
}

/** The build's files a path below the base path may be: `/x/` is `x/index.html`; `/x` is `x`, `x.html` or `x/index.html`. */
export function candidateFiles(relative: string): readonly string[] {
  const path = relative.replace(/^\/+/, '');
  if (path === '' || path.endsWith('/')) return [`${path}index.html`];
  return extname(path) === '' ? [`${path}.html`, `${path}/index.html`] : [path, `${path}.html`, `${path}/index.html`];
}

const COPY_SUFFIX = { br: '.br', gzip: '.gz', '': '' } as const;

/** What of a request decides which object answers it. */
interface Asked {
  readonly method: string;
  readonly acceptEncoding: string | undefined;
  readonly ifNoneMatch: string | undefined;
}

interface StoredObject {
  readonly status: number;
  readonly body: Readable | undefined;
  readonly headers: Record<string, string>;
}

/** S3's status of a failed request: 404 for a missing key, 304 for an unchanged one. */
function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

export function createBucketSiteServer(options: BucketSiteOptions): Server {
  const base = options.base.replace(/\/$/, '');
  const ttl = options.pointerTtlMs ?? 5000;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.error(line));
  let pointer: { build: string; readAt: number } | undefined;
  let reading: Promise<string | undefined> | undefined;
  let bucketDown = false;

  /** The build served now: the pointer's, read at most once per `ttl`; the last one read while the bucket is down. */
  function currentBuild(): Promise<string | undefined> {
    if (pointer !== undefined && now() - pointer.readAt < ttl) return Promise.resolve(pointer.build);
    reading ??= servedBuild(options.client, options.bucket, options.prefix)
      .then(
        (manifest) => {
          bucketDown = false;
          pointer = manifest === undefined ? undefined : { build: manifest.build, readAt: now() };
          return pointer?.build;
        },
        (error: unknown) => {
          if (!bucketDown)
            log(`Could not read the pointer of s3://${options.bucket} (${quoted(String(error))}); serving on.`);
          bucketDown = true;
          if (pointer === undefined) throw error;
          return pointer.build;
        },
      )
      .finally(() => {
        reading = undefined;
      });
    return reading;
  }

  /** One object of the build, or undefined when there is no such key. */
  async function fetchObject(
    key: string,
    method: string,
    ifNoneMatch: string | undefined,
  ): Promise<StoredObject | undefined> {
    const input = { Bucket: options.bucket, Key: key, IfNoneMatch: ifNoneMatch };
    try {
      const answer =
        method === 'HEAD'
          ? await options.client.send(new HeadObjectCommand(input))
          : await options.client.send(new GetObjectCommand(input));
      const headers: Record<string, string> = {};
      if (answer.ContentType !== undefined) headers['content-type'] = answer.ContentType;
      if (answer.ContentEncoding !== undefined) headers['content-encoding'] = answer.ContentEncoding;
      if (answer.ContentLength !== undefined) headers['content-length'] = String(answer.ContentLength);
      if (answer.ETag !== undefined) headers['etag'] = answer.ETag;
      if (answer.LastModified !== undefined) headers['last-modified'] = answer.LastModified.toUTCString();
      const body = 'Body' in answer ? (answer.Body as Readable | undefined) : undefined;
      return { status: 200, body, headers };
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) return undefined;
      if (status === 304)
        return { status: 304, body: undefined, headers: ifNoneMatch === undefined ? {} : { etag: ifNoneMatch } };
      throw error;
    }
  }

  /** The first of the path's files the build has, in the best encoding the browser takes. */
  async function find(build: string, relative: string, asked: Asked): Promise<StoredObject | undefined> {
    for (const file of candidateFiles(relative)) {
      for (const encoding of encodingsToTry(file, asked.acceptEncoding)) {
        const key = buildFileKey(options.prefix, build, `${file}${COPY_SUFFIX[encoding]}`);
        const found = await fetchObject(key, asked.method, asked.ifNoneMatch);
        if (found === undefined) continue;
        if (COMPRESSIBLE_EXTENSIONS.includes(extname(file).toLowerCase())) found.headers['vary'] = 'Accept-Encoding';
        return found;
      }
    }
    return undefined;
  }

  async function send(object: StoredObject, status: number, cacheControl: string, response: ServerResponse) {
    response.writeHead(object.status === 304 ? 304 : status, { ...object.headers, 'cache-control': cacheControl });
    if (object.body === undefined || object.status === 304) response.end();
    else await pipeline(object.body, response);
  }

  /**
   * Answers a path below the base path (decoded), or with `relative` undefined, a path outside it
   * or a hidden one, which is not found.
   */
  async function answer(asked: Asked, response: ServerResponse, relative: string | undefined): Promise<void> {
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
    const found = relative === undefined ? undefined : await find(build, servedPath(relative), asked);
    if (found !== undefined && relative !== undefined) {
      await send(found, 200, cacheControlOf(relative), response);
      return;
    }
    const page = await find(build, notFoundPageOf(relative ?? '/'), { ...asked, ifNoneMatch: undefined });
    if (page === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': DEFAULT_CACHE_CONTROL });
      response.end('Not found');
      return;
    }
    delete page.headers['etag'];
    await send(page, 404, DEFAULT_CACHE_CONTROL, response);
  }

  return createServer((request, response) => {
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
    answer(asked, response, relative).catch((error: unknown) => {
      log(`Could not answer ${quoted(path)} from s3://${options.bucket}: ${quoted(String(error))}`);
      if (response.headersSent) response.destroy();
      else response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end('The site could not be read.');
    });
  });
}
