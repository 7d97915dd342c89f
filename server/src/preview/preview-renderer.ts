import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { BASE_PATH } from '#lib/catalog/routes.ts';
import { PREVIEW_HEADERS, type PreviewLocals, type ReadApi } from '#lib/studio/preview.ts';

/**
 * The studio's preview renderer as the API loads it (docs/studio.md, "Preview"): the Astro app of
 * astro.preview.config.ts, built by `npm run build:preview` into var/preview-renderer/, whose Node
 * adapter (middleware mode) answers a request on Node's own request and response. The API mounts it
 * at PREVIEW_PREFIX (src/lib/studio/preview.ts) behind its staff check, hands each page request the
 * reader of the draft catalogue, and serves the renderer's files (`/_astro/…`) beside.
 */

/** Where `npm run build:preview` builds the renderer, from the repository's root. */
export const PREVIEW_RENDERER_DIR = 'var/preview-renderer';

/** The renderer is not where it was looked for: it was not built there. */
export class PreviewRendererMissingError extends Error {
  constructor(dir: string, options?: ErrorOptions) {
    super(`The preview renderer is not built: run npm run build:preview (looked for it in ${dir}).`, options);
    this.name = 'PreviewRendererMissingError';
  }
}

/** One page of the preview. */
export interface PreviewRequest {
  /** The path below PREVIEW_PREFIX, as the site's below its base path, query and all: `/composition/{identifier}/`, `/`… */
  readonly path: string;
  /** The catalogue to draw it from: the drafts over the published catalogue. */
  readonly readApi: ReadApi;
  /** The record's state as the studio names it, for the banner ('Unpublished changes'…). */
  readonly state?: string | undefined;
}

/** What answering a page came to, for the API's log. */
export interface PreviewAnswer {
  readonly status: number;
  /** Why the page could not be made (the reader's error, or the answer the contract refused), when it could not. */
  readonly failure?: unknown;
}

/** The renderer, loaded. */
export interface PreviewRenderer {
  /**
   * Answers a preview page on `res` (Fastify: after `reply.hijack()`, with `request.raw` and
   * `reply.raw`): the site's page drawn from `request.readApi`, or the not-found page (404), or one
   * sentence saying why it could not be made (502 when the reader fails). Every answer is
   * `Cache-Control: private, no-store` and `X-Robots-Tag: noindex, nofollow`.
   */
  page(req: IncomingMessage, res: ServerResponse, request: PreviewRequest): Promise<PreviewAnswer>;
  /** Whether `path` (below PREVIEW_PREFIX) names one of the renderer's files rather than a page. */
  isFile(path: string): boolean;
  /**
   * Answers one of the renderer's files (`/_astro/{name}.{hash}.css|js`, below PREVIEW_PREFIX):
   * the site's stylesheets and scripts, nothing of the drafts, so no reader and no staff check are
   * needed (a stylesheet's request carries no bearer token). Named by their content: cached for a year.
   */
  file(req: IncomingMessage, res: ServerResponse, path: string): Promise<void>;
}

/** The Node adapter's handler in middleware mode (@astrojs/node): Connect's, with the request's locals. */
type AstroHandler = (req: IncomingMessage, res: ServerResponse, next: undefined, locals: object) => Promise<void>;

/** The folder of the renderer's files below the client output, as the page links them. */
/** Where the renderer's own files are, below PREVIEW_PREFIX: they hold nothing of the drafts. */
export const PREVIEW_FILES = '/_astro/';
const FILES = PREVIEW_FILES;

/** What the renderer's files are; they are all Vite's output. */
const FILE_TYPES: Readonly<Record<string, string>> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/**
 * The handler of the built renderer. Importing it makes Astro's handler listen to the process's
 * unhandled rejections (to log those of its renders), and a listener there ends Node's default of
 * ending the process on one: whatever the API does on an unhandled rejection, it keeps doing, so
 * the listeners the import added are taken off again.
 */
async function importHandler(entry: string): Promise<AstroHandler> {
  const before = new Set(process.listeners('unhandledRejection'));
  const module = (await import(pathToFileURL(entry).href)) as { handler?: unknown };
  for (const listener of process.listeners('unhandledRejection')) {
    if (!before.has(listener)) process.off('unhandledRejection', listener);
  }
  if (typeof module.handler !== 'function') {
    throw new Error(
      `${entry} exports no handler: is it a build of astro.preview.config.ts (Node adapter, middleware mode)?`,
    );
  }
  return module.handler as AstroHandler;
}

/** The file below `root` that `path` names, or undefined when it names none there. */
function fileUnder(root: string, path: string): string | undefined {
  let name: string;
  try {
    name = decodeURIComponent((path.split('?')[0] ?? '').slice(FILES.length));
  } catch {
    return undefined;
  }
  const file = resolve(root, name);
  if (!file.startsWith(root + sep)) return undefined;
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

function sendHeaders(res: ServerResponse, status: number, headers: Record<string, string>): void {
  res.writeHead(status, headers);
}

/**
 * Loads the renderer built in `dir` (relative to the working folder, or absolute).
 * @throws PreviewRendererMissingError when it was not built there.
 */
export async function loadPreviewRenderer(dir: string = PREVIEW_RENDERER_DIR): Promise<PreviewRenderer> {
  const root = resolve(dir);
  const entry = join(root, 'server', 'entry.mjs');
  if (!existsSync(entry)) throw new PreviewRendererMissingError(root);
  const handler = await importHandler(entry);
  const files = resolve(root, 'client', FILES.slice(1, -1));
  return {
    async page(req, res, request) {
      const locals: { preview: PreviewLocals } = {
        preview: { readApi: request.readApi, state: request.state },
      };
      // The renderer's routes are the site's, under the site's base path (astro.preview.config.ts);
      // the request's own address is given back after, for whatever the API logs of it.
      const address = req.url;
      req.url = `${BASE_PATH}${request.path.startsWith('/') ? '' : '/'}${request.path}`;
      // Set first, so that an answer Astro makes itself (a failed render) carries them too.
      for (const [name, value] of Object.entries(PREVIEW_HEADERS)) res.setHeader(name, value);
      try {
        await handler(req, res, undefined, locals);
      } finally {
        req.url = address;
      }
      return { status: res.statusCode, failure: locals.preview.failure };
    },
    isFile: (path) => path.startsWith(FILES),
    async file(req, res, path) {
      const file = fileUnder(files, path);
      if (file === undefined || (req.method !== 'GET' && req.method !== 'HEAD')) {
        sendHeaders(res, file === undefined ? 404 : 405, {
          ...PREVIEW_HEADERS,
          'Content-Type': 'text/plain; charset=utf-8',
        });
        res.end(file === undefined ? 'Not found\n' : 'Method not allowed\n');
        return;
      }
      sendHeaders(res, 200, {
        'Content-Type': FILE_TYPES[extname(file)] ?? 'application/octet-stream',
        'Content-Length': String(statSync(file).size),
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      });
      if (req.method === 'HEAD') res.end();
      else await pipeline(createReadStream(file), res);
    },
  };
}
