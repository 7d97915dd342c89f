import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { cacheControlOf, decodes, isHiddenPath, notFoundPageOf, servedPath } from './hosting-paths.ts';
import { DEFAULT_CACHE_CONTROL, SECURITY_HEADERS } from './hosting-rules.ts';
import { sendSiteFile } from './send-site-file.ts';
import { findSiteFile } from './site-files.ts';

export interface SiteServerOptions {
  /** The built site (dist/). */
  root: string;
  /** The base path, e.g. /music/concert-library. */
  base: string;
}

/** The not-found page of a path with status 404, whole whatever Range asked for. */
async function sendNotFound(root: string, relative: string, response: ServerResponse): Promise<void> {
  const page = await readFile(join(root, notFoundPageOf(relative))).catch(() => Buffer.from('Not found'));
  response.writeHead(404, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(page.length),
    'cache-control': DEFAULT_CACHE_CONTROL,
  });
  response.end(page);
}

/** A request for a path below the base path (decoded): its file, else its not-found page. */
async function answer(
  options: SiteServerOptions,
  request: IncomingMessage,
  response: ServerResponse,
  relative: string,
): Promise<void> {
  const served = servedPath(relative);
  const file = isHiddenPath(relative)
    ? undefined
    : await findSiteFile(options.root, served, request.headers['accept-encoding']);
  if (file === undefined) await sendNotFound(options.root, relative, response);
  else await sendSiteFile(request, response, file, cacheControlOf(served));
}

/**
 * The bundled static server of `npm start`, `npm run preview` and the browser tests: the build's
 * files (site-files.ts), their `.br` and `.gz` copies as they are, with ETags and byte ranges
 * (send-site-file.ts); around them, the rules of production (hosting-rules.ts, as
 * deploy/Caddyfile): the base path, the shell pages, the 404 page with status 404, no dotfiles,
 * the security headers and the Cache-Control of each kind of file. Files are looked up on each
 * request, because a build publishes a new `dist/` under the running server (publish-output.ts).
 * A request it cannot answer gets an error status; it never ends the server.
 */
export function createSiteServer(options: SiteServerOptions): Server {
  const base = options.base.replace(/\/$/, '');
  return createServer((request: IncomingMessage, response: ServerResponse) => {
    for (const { name, value } of SECURITY_HEADERS) response.setHeader(name, value);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    // No file name holds a NUL byte; the file system would refuse the path.
    if (!decodes(url.pathname) || decodeURIComponent(url.pathname).includes('\0')) {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request');
      return;
    }
    if (url.pathname === '/' || url.pathname === base) {
      response.writeHead(302, { location: `${base}/` }).end();
      return;
    }
    const answered = url.pathname.startsWith(`${base}/`)
      ? answer(options, request, response, decodeURIComponent(url.pathname.slice(base.length)))
      : sendNotFound(options.root, '/', response);
    answered.catch((error: unknown) => {
      // A browser that stops reading (a cancelled range, a page left) is not the server's problem.
      if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE')
        console.error(`Could not answer ${url.pathname}: ${String(error)}`);
      if (response.headersSent) response.destroy();
      else response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Internal error');
    });
  });
}
