import { createReadStream } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { parseRange, rangeStillApplies } from '#lib/http/byte-range.ts';
import { contentTypeOf } from './content-types.ts';
import type { SiteFile } from './site-files.ts';

/** A weak validator from size and modification time: cheap, and changes whenever the file does. */
function entityTag(file: SiteFile): string {
  return `W/"${file.stats.size.toString(16)}-${Math.floor(file.stats.mtimeMs).toString(16)}"`;
}

/** If-None-Match (weak comparison, RFC 9110 §13.1.2): whether the client's copy is this one. */
function isNotModified(ifNoneMatch: string | undefined, tag: string): boolean {
  const weak = (value: string) => value.trim().replace(/^W\//, '');
  return ifNoneMatch !== undefined && ifNoneMatch.split(',').some((t) => t.trim() === '*' || weak(t) === weak(tag));
}

/**
 * Sends a file of the built site with its type, encoding, validators (ETag, Last-Modified, 304)
 * and one byte range (206, or 416 with `Content-Range: bytes *\/size`) as src/lib/http/byte-range.ts
 * reads the Range header, which the API's media route shares; HEAD gets the headers alone. A range
 * applies to the copy sent, as Caddy does: the brotli bytes to a browser that takes brotli.
 *
 * Why not sirv, which served these files before: its Range handling reads `bytes=-100` as the
 * first 101 bytes and `bytes=0-0` as the whole file, and `bytes=500-100` threw from
 * `fs.createReadStream` outside any handler, which ended the server (and `npm start` with it);
 * in its `dev` mode, which this server needs, its `dotfiles` option does not apply either.
 */
export async function sendSiteFile(
  request: IncomingMessage,
  response: ServerResponse,
  file: SiteFile,
  cacheControl: string,
): Promise<void> {
  const { size, mtime } = file.stats;
  const tag = entityTag(file);
  const headers: OutgoingHttpHeaders = {
    'content-type': contentTypeOf(file.name),
    'cache-control': cacheControl,
    'last-modified': mtime.toUTCString(),
    'accept-ranges': 'bytes',
    etag: tag,
  };
  if (file.encoding !== '') headers['content-encoding'] = file.encoding;
  if (file.compressible) headers['vary'] = 'Accept-Encoding';
  // Validators come before Range (RFC 9110 §13.2.2): a current copy is a 304 whatever it asked for.
  if (isNotModified(request.headers['if-none-match'], tag)) {
    response.writeHead(304, headers).end();
    return;
  }
  const range = rangeStillApplies(request.headers['if-range'], mtime)
    ? parseRange(request.headers.range, size)
    : ({ kind: 'full' } as const);
  if (range.kind === 'unsatisfiable') {
    response.writeHead(416, { 'content-range': `bytes */${size}`, 'cache-control': cacheControl }).end();
    return;
  }
  const start = range.kind === 'partial' ? range.start : 0;
  const end = range.kind === 'partial' ? range.end : size - 1;
  if (range.kind === 'partial') headers['content-range'] = `bytes ${start}-${end}/${size}`;
  headers['content-length'] = String(Math.max(0, end - start + 1));
  response.writeHead(range.kind === 'partial' ? 206 : 200, headers);
  if (request.method === 'HEAD' || size === 0) {
    response.end();
    return;
  }
  await pipeline(createReadStream(file.path, { start, end }), response);
}
