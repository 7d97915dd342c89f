import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { contentTypeOf } from './content-types.ts';

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

/**
 * Paths the build cannot know, served by one static shell page each (DESIGN.md): the first
 * segment after the base path names the shell.
 */
const SHELL_ROUTES = new Set(['magic', 'email-confirm', 'reset-password']);

export interface SiteServerOptions {
  /** The built site (dist/). */
  root: string;
  /** The base path, e.g. /music/concert-library. */
  base: string;
}

interface Found {
  path: string;
  status: number;
}

/** Resolves a request path to a file inside root, or null; never escapes root. */
async function fileFor(root: string, relative: string): Promise<string | null> {
  const safe = normalize(decodeURIComponent(relative)).replace(/^(\.\.(\/|\\|$))+/, '');
  const full = join(root, safe);
  if (full !== root && !full.startsWith(root + sep)) return null;
  for (const candidate of [full, join(full, 'index.html'), `${full}.html`]) {
    const info = await stat(candidate).catch(() => null);
    if (info?.isFile()) return candidate;
  }
  return null;
}

async function resolve(options: SiteServerOptions, pathname: string): Promise<Found | 'redirect'> {
  const base = options.base.replace(/\/$/, '');
  if (pathname === '/' || pathname === base) return 'redirect';
  if (!pathname.startsWith(`${base}/`)) return { path: join(options.root, '404.html'), status: 404 };
  const relative = pathname.slice(base.length + 1);
  const direct = await fileFor(options.root, relative);
  if (direct) return { path: direct, status: 200 };
  const first = relative.split('/')[0] ?? '';
  if (SHELL_ROUTES.has(first)) {
    const shell = await fileFor(options.root, first);
    if (shell) return { path: shell, status: 200 };
  }
  return { path: join(options.root, '404.html'), status: 404 };
}

const compressed = new Map<string, { mtime: number; br: Buffer; gzip: Buffer }>();

/** Brotli or gzip of a text file, computed once per file version. */
async function compressedBody(path: string, mtime: number) {
  const hit = compressed.get(path);
  if (hit && hit.mtime === mtime) return hit;
  const raw = await readFile(path);
  const entry = {
    mtime,
    br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(raw, { level: 9 }),
  };
  compressed.set(path, entry);
  return entry;
}

async function send(request: IncomingMessage, response: ServerResponse, found: Found): Promise<void> {
  const info = await stat(found.path).catch(() => null);
  if (!info) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const type = contentTypeOf(found.path);
  const immutable = found.path.includes(`${sep}_astro${sep}`);
  const headers: Record<string, string> = {
    'content-type': type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    vary: 'accept-encoding',
  };
  const accepts = request.headers['accept-encoding'] ?? '';
  if (COMPRESSIBLE.test(type) && /\b(br|gzip)\b/.test(accepts)) {
    const body = await compressedBody(found.path, info.mtimeMs);
    const useBr = /\bbr\b/.test(accepts);
    const bytes = useBr ? body.br : body.gzip;
    response.writeHead(found.status, {
      ...headers,
      'content-encoding': useBr ? 'br' : 'gzip',
      'content-length': String(bytes.length),
    });
    response.end(request.method === 'HEAD' ? undefined : bytes);
    return;
  }
  response.writeHead(found.status, { ...headers, 'content-length': String(info.size) });
  if (request.method === 'HEAD') response.end();
  else createReadStream(found.path).pipe(response);
}

/**
 * The bundled static server: serves the build under its base path with the shell rewrites,
 * the 404 page (status 404), compression and cache headers a CDN would use.
 */
export function createSiteServer(options: SiteServerOptions): Server {
  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    resolve(options, url.pathname)
      .then((found) => {
        if (found === 'redirect') {
          response.writeHead(302, { location: `${options.base.replace(/\/$/, '')}/` }).end();
          return;
        }
        return send(request, response, found);
      })
      .catch(() => {
        if (!response.headersSent) response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('Bad request');
      });
  });
}
