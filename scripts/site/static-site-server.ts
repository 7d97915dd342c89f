import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { knownContentType } from './content-types.ts';
import { cacheControlOf, decodes, notFoundPageOf, servedPath } from './hosting-paths.ts';
import { DEFAULT_CACHE_CONTROL, SECURITY_HEADERS } from './hosting-rules.ts';

export interface SiteServerOptions {
  /** The built site (dist/). */
  root: string;
  /** The base path, e.g. /music/concert-library. */
  base: string;
}

/** The not-found page with status 404; sirv always answers 200, so this one is sent by hand. */
async function sendNotFound(root: string, relative: string, response: ServerResponse): Promise<void> {
  const page = await readFile(join(root, notFoundPageOf(relative))).catch(() => Buffer.from('Not found'));
  response.writeHead(404, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(page.length),
    'cache-control': DEFAULT_CACHE_CONTROL,
  });
  response.end(page);
}

/**
 * The bundled static server of `npm start`, `npm run preview` and the browser tests: sirv serves
 * the build's files, its `.br` and `.gz` copies as they are, with ETags; around it, the rules of
 * production (hosting-rules.ts, as deploy/Caddyfile): the base path, the shell pages, the 404
 * page with status 404, the security headers and the Cache-Control of each kind of file. sirv
 * runs in its `dev` mode, which looks files up on each request, because a build publishes a new
 * `dist/` under the running server (publish-output.ts) and a list made at start would go stale.
 */
export function createSiteServer(options: SiteServerOptions): Server {
  const base = options.base.replace(/\/$/, '');
  const files = sirv(options.root, {
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ['html'],
    setHeaders: (response, pathname) => {
      response.setHeader('Cache-Control', cacheControlOf(pathname));
      // sirv's own table covers the rest (and a folder's index.html, whose pathname has no extension).
      const type = knownContentType(pathname);
      if (type !== undefined) response.setHeader('Content-Type', type);
    },
  });
  const notFound = (response: ServerResponse, relative = '/') => {
    sendNotFound(options.root, relative, response).catch(() => response.destroy());
  };
  return createServer((request: IncomingMessage, response: ServerResponse) => {
    for (const { name, value } of SECURITY_HEADERS) response.setHeader(name, value);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!decodes(url.pathname)) {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request');
      return;
    }
    if (url.pathname === '/' || url.pathname === base) {
      response.writeHead(302, { location: `${base}/` }).end();
      return;
    }
    if (!url.pathname.startsWith(`${base}/`)) {
      notFound(response);
      return;
    }
    const relative = url.pathname.slice(base.length);
    request.url = servedPath(relative) + url.search;
    files(request, response, () => notFound(response, relative));
  });
}
